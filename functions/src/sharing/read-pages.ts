// What a shared page reads, bounded: a discussion is its document, its newest replies
// (the app's first order) and the cards of the members who wrote them, in one batched read; the
// Salon is the app's first page of discussions, their count, the daily poll with its newest
// replies, the weekly poll, and the authors' cards; a member page is one query by username. The sitemap reads one
// month of one collection per file.
import type {
  DocumentData,
  DocumentSnapshot,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  DELETED_AUTHOR_NAME,
  DELETED_REPLY_BODY,
  LIST_READ_LIMIT,
  PAGE_SIZE,
  THREAD_SORT_FIELDS,
  UNKNOWN_AUTHOR_NAME,
  avatarUrlsOf,
  dateOrEpoch,
  docIdSchema,
  isStorableUsername,
  paths,
  profileSchema,
  readStoredFields,
  text,
  threadSchema,
  toDate,
} from '@salon/domain';
import type { SalonDocuments, StoredDocument, ThreadDocuments } from '@salon/web/server';
import { db } from '../shared/admin.js';
import type { HeadAuthor, ProfileHead, ThreadHead } from './page-head.js';
import {
  SITEMAP_PAGE_LIMIT,
  monthRange,
  type SitemapEntry,
  type SitemapKind,
  type SitemapMonth,
} from './sitemap-xml.js';

/** The replies a shared discussion (and the Salon's daily poll) shows without JavaScript. */
const SHARED_REPLY_PAGE_SIZE = 20;

/** Documents one request read (billed reads: an empty query counts one), told in its response. */
export interface ReadCount {
  reads: number;
}

/** A member as previews name them: "Unknown User" when their card cannot be read. */
function headAuthorOf(card: DocumentData | undefined): HeadAuthor {
  if (!card) return { name: UNKNOWN_AUTHOR_NAME, username: null, image: null };
  const stored = text(card['username']);
  const username = stored && isStorableUsername(stored) ? stored : null;
  return {
    name: text(card['displayName']) || username || UNKNOWN_AUTHOR_NAME,
    username,
    image: avatarUrlsOf(card['avatar'])?.s256 ?? null,
  };
}

/** A post's author as previews name them: null when anonymous, "Deleted member", or the card. */
function postAuthor(data: DocumentData, cards: Map<string, DocumentData | undefined>) {
  if (data['isAnonymous'] === true) return null;
  const uid = text(data['authorId']);
  if (!uid || data['authorDeleted'] === true) {
    return { name: DELETED_AUTHOR_NAME, username: null, image: null };
  }
  return headAuthorOf(cards.get(uid));
}

const stored = (snapshot: DocumentSnapshot): StoredDocument => ({
  id: snapshot.id,
  data: snapshot.data() ?? {},
});

/** The cards read, as the page's hooks would have read them (a missing one left out). */
const storedCards = (cards: Map<string, DocumentData | undefined>): StoredDocument[] =>
  [...cards].flatMap(([id, data]) => (data ? [{ id, data }] : []));

/** The cards of the posts' named authors, in one batched read (anonymous posts name nobody). */
async function readCards(
  posts: readonly DocumentData[],
  count: ReadCount,
): Promise<Map<string, DocumentData | undefined>> {
  const uids = [
    ...new Set(
      posts
        .filter((post) => post['isAnonymous'] !== true && post['authorDeleted'] !== true)
        .map((post) => text(post['authorId']))
        .filter(Boolean),
    ),
  ];
  const cards = new Map<string, DocumentData | undefined>();
  if (uids.length === 0) return cards;
  const snapshots = await db.getAll(...uids.map((uid) => db.doc(paths.profile(uid))));
  count.reads += snapshots.length;
  for (const card of snapshots) cards.set(card.id, card.data());
  return cards;
}

/** The replies a page shows: the newest SHARED_REPLY_PAGE_SIZE, the app's first order. */
async function readNewestReplies(collection: string, count: ReadCount) {
  const found = await db
    .collection(collection)
    .orderBy('createdAt', 'desc')
    .limit(SHARED_REPLY_PAGE_SIZE)
    .get();
  count.reads += Math.max(1, found.size);
  return found.docs;
}

/** Whose cards a page needs: its removed replies name nobody. */
const named = (replies: readonly QueryDocumentSnapshot[]) =>
  replies
    .map((reply) => reply.data())
    .filter((reply) => text(reply['body']) !== DELETED_REPLY_BODY);

/** The thread's document alone: null when the id is not one or the discussion is gone. */
export async function readThreadDocument(
  threadId: string,
  count: ReadCount,
): Promise<DocumentSnapshot | null> {
  if (!docIdSchema.safeParse(threadId).success) return null;
  const snapshot = await db.doc(paths.thread(threadId)).get();
  count.reads += 1;
  return snapshot.exists ? snapshot : null;
}

/** A discussion's poll: null when it has none, or it is gone. */
export async function readThreadPoll(
  thread: DocumentSnapshot,
  count: ReadCount,
): Promise<DocumentSnapshot | null> {
  const { pollId } = readStoredFields(threadSchema, thread.data(), ['pollId']);
  if (pollId === undefined) return null;
  const snapshot = await db.doc(paths.poll(pollId)).get();
  count.reads += 1;
  return snapshot.exists ? snapshot : null;
}

/** The rest of the page (its poll read already): its first replies and the cards of everyone named. */
export async function readThread(
  snapshot: DocumentSnapshot,
  poll: DocumentSnapshot | null,
  count: ReadCount,
): Promise<{ documents: ThreadDocuments; head: ThreadHead }> {
  const data = snapshot.data() ?? {};
  const replies = await readNewestReplies(paths.replies(snapshot.id), count);
  const cards = await readCards([data, ...named(replies)], count);
  const head: ThreadHead = {
    id: snapshot.id,
    title: text(data['title']),
    body: text(data['body']),
    createdAt: dateOrEpoch(data['createdAt']),
    editedAt: toDate(data['editedAt']),
    author: postAuthor(data, cards),
    replyCount: typeof data['replyCount'] === 'number' ? data['replyCount'] : 0,
    replies: replies
      .map((reply) => reply.data())
      .filter((reply) => text(reply['body']) !== DELETED_REPLY_BODY)
      .map((reply) => ({
        body: text(reply['body']),
        createdAt: dateOrEpoch(reply['createdAt']),
        author: postAuthor(reply, cards),
      })),
  };
  const documents: ThreadDocuments = {
    page: 'thread',
    threadId: snapshot.id,
    thread: stored(snapshot),
    poll: poll && stored(poll),
    replies: replies.map(stored),
    cards: storedCards(cards),
  };
  return { documents, head };
}

/** A count bills one read per 1,000 entries counted, at least one. */
const countReads = (counted: number) => Math.max(1, Math.ceil(counted / 1000));

export interface SalonList {
  /** What the page shows of its documents (update times, the count, the poll), for the cache. */
  readonly version: string;
  readonly docs: readonly QueryDocumentSnapshot[];
  readonly totalCount: number;
  readonly poll: QueryDocumentSnapshot | null;
  readonly weeklyPoll: QueryDocumentSnapshot | null;
}

/**
 * The newest active poll of a kind, as polls-api.ts's subscribeToActivePoll reads it (`kind`,
 * `isActive`, `createdAt` desc: the app's composite index).
 */
async function readActivePoll(kind: 'daily' | 'weekly'): Promise<QueryDocumentSnapshot | null> {
  const polls = await db
    .collection(paths.polls)
    .where('kind', '==', kind)
    .where('isActive', '==', true)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .get();
  return polls.docs[0] ?? null;
}

const pollVersion = (poll: QueryDocumentSnapshot | null) =>
  poll ? `poll ${poll.id}@${poll.updateTime.toMillis()}` : 'no poll';

/**
 * The Salon's first page as the app reads it (web's thread-pages.ts, page 1 of "Most Recent";
 * the day's and the week's polls): the 10 newest discussions, the count of all up to the list's
 * read limit, and the newest active daily and weekly polls.
 */
export async function readSalonList(count: ReadCount): Promise<SalonList> {
  const newest = db.collection(paths.threads).orderBy(THREAD_SORT_FIELDS.recent, 'desc');
  const [page, counted, poll, weeklyPoll] = await Promise.all([
    newest.limit(PAGE_SIZE).get(),
    newest.limit(LIST_READ_LIMIT).count().get(),
    readActivePoll('daily'),
    readActivePoll('weekly'),
  ]);
  const totalCount = counted.data().count;
  // A query bills at least one read, found or not: one per poll.
  count.reads += Math.max(1, page.size) + countReads(totalCount) + 2;
  const version = [
    totalCount,
    ...page.docs.map((entry) => `${entry.id}@${entry.updateTime.toMillis()}`),
    pollVersion(poll),
    pollVersion(weeklyPoll),
  ].join(' ');
  return { version, docs: page.docs, totalCount, poll, weeklyPoll };
}

/**
 * The rest of the Salon's page: the daily poll's newest replies and every author's card in one
 * batched read.
 */
export async function readSalon(list: SalonList, count: ReadCount): Promise<SalonDocuments> {
  const pollReplies = list.poll
    ? await readNewestReplies(paths.pollReplies(list.poll.id), count)
    : [];
  const cards = await readCards(
    [...list.docs.map((entry) => entry.data()), ...named(pollReplies)],
    count,
  );
  return {
    page: 'salon',
    threads: list.docs.map(stored),
    threadCount: list.totalCount,
    poll: list.poll && stored(list.poll),
    pollReplies: pollReplies.map(stored),
    weeklyPoll: list.weeklyPoll && stored(list.weeklyPoll),
    cards: storedCards(cards),
  };
}

export type ProfileRead = { isPrivate: true } | { isPrivate: false; profile: ProfileHead };

/** A member by username: null for none, only the flag for a private one. */
export async function readProfile(username: string, count: ReadCount): Promise<ProfileRead | null> {
  if (!username || !isStorableUsername(username)) return null;
  const found = await db
    .collection(paths.profiles)
    .where('username', '==', username)
    .limit(1)
    .get();
  count.reads += 1;
  const card = found.docs[0]?.data();
  if (!card) return null;
  if (card['isPrivate'] !== false) return { isPrivate: true };
  return {
    isPrivate: false,
    profile: {
      username,
      displayName: text(card['displayName']),
      bio: text(card['bio']),
      image: avatarUrlsOf(card['avatar'])?.s256 ?? null,
    },
  };
}

/** The oldest document of each kind, where the sitemap's months begin; null when there is none. */
export async function firstDates(count: ReadCount): Promise<Record<SitemapKind, Date | null>> {
  const [thread, member] = await Promise.all([
    db.collection(paths.threads).orderBy('createdAt', 'asc').limit(1).get(),
    db
      .collection(paths.profiles)
      .where('isPrivate', '==', false)
      .orderBy('createdAt', 'asc')
      .limit(1)
      .get(),
  ]);
  count.reads += 2;
  return {
    threads:
      readStoredFields(threadSchema, thread.docs[0]?.data(), ['createdAt']).createdAt ?? null,
    members:
      readStoredFields(profileSchema, member.docs[0]?.data(), ['createdAt']).createdAt ?? null,
  };
}

/** The latest of some dates. */
const latest = (first: Date, ...others: (Date | null)[]) =>
  others.reduce<Date>((newest, date) => (date && date > newest ? date : newest), first);

/** One month's addresses: discussions, or public members with a username. */
export async function readSitemapMonth(
  kind: SitemapKind,
  month: SitemapMonth,
  count: ReadCount,
): Promise<SitemapEntry[]> {
  const { start, end } = monthRange(month);
  const base =
    kind === 'threads'
      ? db.collection(paths.threads)
      : db.collection(paths.profiles).where('isPrivate', '==', false);
  const found = await base
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .orderBy('createdAt', 'asc')
    .limit(SITEMAP_PAGE_LIMIT)
    .select(
      ...(kind === 'threads'
        ? ['createdAt', 'editedAt', 'repliesChangedAt']
        : ['createdAt', 'updatedAt', 'username']),
    )
    .get();
  count.reads += Math.max(1, found.size);
  return found.docs.flatMap((entry): SitemapEntry[] => {
    if (kind === 'threads') {
      const thread = readStoredFields(threadSchema, entry.data(), [
        'createdAt',
        'editedAt',
        'repliesChangedAt',
      ]);
      const created = thread.createdAt ?? start;
      return [
        {
          path: `/salon/thread/${encodeURIComponent(entry.id)}`,
          lastModified: latest(created, thread.editedAt ?? null, thread.repliesChangedAt ?? null),
        },
      ];
    }
    const card = readStoredFields(profileSchema, entry.data(), [
      'createdAt',
      'updatedAt',
      'username',
    ]);
    const { username } = card;
    if (!username) return [];
    return [{ path: `/${username}`, lastModified: card.updatedAt ?? card.createdAt ?? start }];
  });
}
