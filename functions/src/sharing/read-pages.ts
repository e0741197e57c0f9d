// What a shared page reads, bounded (issue 34): a discussion is its document, one page of replies
// (oldest first) and the cards of the members who wrote them, in one batched read; the Salon is
// the app's first page of discussions, their count and their authors' cards; a member page is
// one query by username. The sitemap reads one month of one collection per file.
import type {
  DocumentData,
  DocumentSnapshot,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import {
  DELETED_AUTHOR_NAME,
  DELETED_REPLY_BODY,
  LIST_READ_LIMIT,
  PAGE_SIZE,
  THREAD_SORT_FIELDS,
  UNKNOWN_AUTHOR_NAME,
  avatarUrlsOf,
  docIdSchema,
  isStorableUsername,
  paths,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import type {
  ShownAuthor,
  ShownProfile,
  ShownReply,
  ShownSalon,
  ShownThread,
  ShownThreadCard,
  ShownThreadFields,
} from './page-html.js';
import {
  SITEMAP_PAGE_LIMIT,
  monthRange,
  type SitemapEntry,
  type SitemapKind,
  type SitemapMonth,
} from './sitemap-xml.js';

/** The replies a shared discussion shows without JavaScript. */
export const SHARED_REPLY_PAGE_SIZE = 20;

/** Documents one request read (billed reads: an empty query counts one), told in its response. */
export interface ReadCount {
  reads: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;

function authorOf(card: DocumentData | undefined): ShownAuthor {
  if (!card) return { name: UNKNOWN_AUTHOR_NAME, username: null, image: null };
  const username = text(card['username']);
  return {
    name: text(card['displayName']) || username || UNKNOWN_AUTHOR_NAME,
    username: username && isStorableUsername(username) ? username : null,
    image: avatarUrlsOf(card['avatar'])?.s256 ?? null,
  };
}

/** A post's author as shown: null when anonymous, "Deleted member", or the member's card. */
function postAuthor(data: DocumentData, cards: Map<string, DocumentData | undefined>) {
  if (data['isAnonymous'] === true) return null;
  const uid = text(data['authorId']);
  if (!uid || data['authorDeleted'] === true) {
    return { name: DELETED_AUTHOR_NAME, username: null, image: null };
  }
  return authorOf(cards.get(uid));
}

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

const countOf = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);

/** A discussion's fields that its page and its card in the Salon's list both show. */
function threadFields(
  id: string,
  data: DocumentData,
  cards: Map<string, DocumentData | undefined>,
): ShownThreadFields {
  return {
    id,
    title: text(data['title']),
    body: text(data['body']),
    createdAt: dateOf(data['createdAt']) ?? new Date(0),
    editedAt: dateOf(data['editedAt']),
    author: postAuthor(data, cards),
    replyCount: countOf(data['replyCount']),
  };
}

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

/**
 * When a reply of the discussion was last edited (0: none ever was), part of the rendered page's
 * version: a reply's edit leaves the thread's document alone. One read, an empty answer too.
 */
export async function readLatestReplyEdit(threadId: string, count: ReadCount): Promise<number> {
  const found = await db
    .collection(paths.replies(threadId))
    .orderBy('editedAt', 'desc')
    .limit(1)
    .select('editedAt')
    .get();
  count.reads += 1;
  return dateOf(found.docs[0]?.get('editedAt'))?.getTime() ?? 0;
}

/** The rest of the page: its first replies and the cards of everyone named. */
export async function readThread(
  snapshot: DocumentSnapshot,
  count: ReadCount,
): Promise<ShownThread> {
  const data = snapshot.data() ?? {};
  const replies = await db
    .collection(paths.replies(snapshot.id))
    .orderBy('createdAt', 'asc')
    .limit(SHARED_REPLY_PAGE_SIZE)
    .get();
  count.reads += Math.max(1, replies.size);
  const shown = replies.docs.filter((reply) => text(reply.get('body')) !== DELETED_REPLY_BODY);
  const cards = await readCards([data, ...shown.map((reply) => reply.data())], count);
  return {
    ...threadFields(snapshot.id, data, cards),
    replies: shown.map((reply): ShownReply => ({
      id: reply.id,
      body: text(reply.get('body')),
      createdAt: dateOf(reply.get('createdAt')) ?? new Date(0),
      author: postAuthor(reply.data(), cards),
    })),
  };
}

/**
 * The Salon's first page as the app reads it (web's thread-pages.ts, page 1 of "Most Recent"):
 * the 10 newest discussions and the count of all, up to the list's read limit. `version` names
 * what the page shows of them (each document's update time, the count), for the cache.
 */
export async function readSalonList(count: ReadCount): Promise<{
  version: string;
  docs: readonly QueryDocumentSnapshot[];
  totalCount: number;
}> {
  const newest = db.collection(paths.threads).orderBy(THREAD_SORT_FIELDS.recent, 'desc');
  const [page, counted] = await Promise.all([
    newest.limit(PAGE_SIZE).get(),
    newest.limit(LIST_READ_LIMIT).count().get(),
  ]);
  const totalCount = counted.data().count;
  // A count bills one read per 1,000 entries counted, at least one.
  count.reads += Math.max(1, page.size) + Math.max(1, Math.ceil(totalCount / 1000));
  const version = [
    totalCount,
    ...page.docs.map((entry) => `${entry.id}@${entry.updateTime.toMillis()}`),
  ].join(' ');
  return { version, docs: page.docs, totalCount };
}

/** The Salon's first page with its authors' cards. */
export async function readSalon(
  list: { docs: readonly QueryDocumentSnapshot[]; totalCount: number },
  count: ReadCount,
): Promise<ShownSalon> {
  const cards = await readCards(
    list.docs.map((entry) => entry.data()),
    count,
  );
  return {
    totalCount: list.totalCount,
    threads: list.docs.map((entry): ShownThreadCard => {
      const data = entry.data();
      const reactions = data['reactionCounts'] as Record<string, unknown> | undefined;
      return {
        ...threadFields(entry.id, data, cards),
        viewCount: countOf(data['viewCount']),
        reactionCounts: {
          applause: countOf(reactions?.['applause']),
          bravo: countOf(reactions?.['bravo']),
        },
      };
    }),
  };
}

export type ProfileRead = { isPrivate: true } | { isPrivate: false; profile: ShownProfile };

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
    threads: dateOf(thread.docs[0]?.get('createdAt')),
    members: dateOf(member.docs[0]?.get('createdAt')),
  };
}

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
      ...(kind === 'threads' ? ['createdAt', 'editedAt'] : ['createdAt', 'updatedAt', 'username']),
    )
    .get();
  count.reads += Math.max(1, found.size);
  return found.docs.flatMap((entry): SitemapEntry[] => {
    const created = dateOf(entry.get('createdAt')) ?? start;
    if (kind === 'threads') {
      return [
        {
          path: `/salon/thread/${encodeURIComponent(entry.id)}`,
          lastModified: dateOf(entry.get('editedAt')) ?? created,
        },
      ];
    }
    const username = text(entry.get('username'));
    if (!username || !isStorableUsername(username)) return [];
    return [{ path: `/${username}`, lastModified: dateOf(entry.get('updatedAt')) ?? created }];
  });
}
