// The Salon's one data-access module: every Firestore query and listener and every callable of
// threads, reactions, reports and the users search (replies are features/discussion's). Plain
// functions taking the app's FirebaseServices first (docs/decisions.md, "One data-access
// style"). Query shapes follow docs/data-model.md.
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  LIST_READ_LIMIT,
  PAGE_SIZE,
  countThreadListChanges,
  isStorableUsername,
  normalizeUsernameForSave,
  pageOffset,
  paths,
  searchesText,
  type CallableInput,
} from '@salon/domain';
import { createAuthorLookup, readHiddenAuthorId, withAuthors } from '../../../lib/authors';
import { callFunction } from '../../../lib/call-function';
import { fetchPostRevisions, type RevisionPage } from '../../../lib/post-revisions';
import { readVisibleLocation } from '../../../lib/visible-location';
import type { FirebaseServices } from '../../../lib/firebase-services';
import { threadFromDoc, userCardFromDoc } from './documents';
import { ThreadPager } from './thread-pages';
import type { TextSearch } from './text-search';
import type {
  OwnReaction,
  ReactionInput,
  ReactionResult,
  ThreadDraftInput,
  ThreadEditInput,
  ThreadListListener,
  ThreadListQuery,
  ThreadPage,
  ThreadWithAuthor,
  Unsubscribe,
  UserSearchPage,
} from './types';

/**
 * Users search reads at most this many candidates (docs/data-model.md, "Users search"); ranking
 * and paging happen here.
 */
const USER_SEARCH_CANDIDATES = 100;

/** One pager per Firestore instance: the page ends it learnt serve every later page read. */
const pagers = new WeakMap<Firestore, ThreadPager>();

function pagerFor(firestore: Firestore): ThreadPager {
  let pager = pagers.get(firestore);
  if (!pager) {
    pager = new ThreadPager(firestore);
    pagers.set(firestore, pager);
  }
  return pager;
}

/** The text search's code (text-search.ts), fetched the first time a list searches text. */
function loadTextSearch(): Promise<TextSearch> {
  return import('./text-search');
}

async function searchFor(list: ThreadListQuery): Promise<TextSearch | null> {
  return searchesText(list) ? loadTextSearch() : null;
}

/** One page of the list with each thread's author, and how many threads match in all. */
export async function fetchThreadPage(
  { firestore }: FirebaseServices,
  list: ThreadListQuery,
): Promise<ThreadPage> {
  const pager = pagerFor(firestore);
  const search = await searchFor(list);
  const read = pager.page(list, search);
  if (read === null) return { threads: [], totalCount: await countThreads(pager, list, search) };
  const [totalCount, snapshot] = await Promise.all([
    countThreads(pager, list, search),
    getDocs(read.query),
  ]);
  pager.remember(list, search, read, snapshot.docs);
  const inSortOrder = snapshot.docs.map((entry) => threadFromDoc(entry.id, entry.data()));
  const threads =
    search && read.ranked
      ? search.rankedSearchPage(list, inSortOrder)
      : inSortOrder.slice(read.skip);
  return { threads: await withAuthors(createAuthorLookup(firestore), threads), totalCount };
}

async function countThreads(
  pager: ThreadPager,
  list: ThreadListQuery,
  search: TextSearch | null,
): Promise<number> {
  return (await getCountFromServer(pager.counted(list, search))).data().count;
}

/**
 * The live changes of the page on screen, as domain's countThreadListChanges reads them: new
 * threads, counts changed in place, or "fetch the page again".
 */
export function subscribeToThreadList(
  { firestore }: Pick<FirebaseServices, 'firestore'>,
  list: ThreadListQuery,
  listener: ThreadListListener,
): Unsubscribe {
  let stopped = false;
  let unsubscribe: Unsubscribe = () => {};
  void searchFor(list).then((search) => {
    if (!stopped) unsubscribe = listenToThreadPage(firestore, list, search, listener);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

function listenToThreadPage(
  firestore: Firestore,
  list: ThreadListQuery,
  search: TextSearch | null,
  listener: ThreadListListener,
): Unsubscribe {
  const pager = pagerFor(firestore);
  const fetchAuthor = createAuthorLookup(firestore);
  let newestSeenMs: number | null = null;
  const read = pager.page(list, search);
  // A page past the list's readable end shows nothing, so nothing on it can change.
  if (read === null) return () => {};
  return onSnapshot(
    read.query,
    (snapshot) => {
      if (newestSeenMs === null) {
        // The first snapshot is the page already fetched: only later ones are changes.
        const shown = snapshot.docs.map((entry) => threadFromDoc(entry.id, entry.data()));
        newestSeenMs = Math.max(0, ...shown.map((thread) => thread.createdAt.getTime()));
        return;
      }
      const changes = countThreadListChanges(
        list,
        newestSeenMs,
        snapshot.docChanges().map((change) => {
          const thread = threadFromDoc(change.doc.id, change.doc.data());
          return {
            type: change.type,
            oldIndex: change.oldIndex,
            newIndex: change.newIndex,
            thread,
            createdAtMs: thread.createdAt.getTime(),
          };
        }),
      );
      newestSeenMs = changes.newestSeenMs;
      if (changes.inserted.length > 0 || changes.refetch) pager.forget(list, search);
      void withAuthors(fetchAuthor, changes.inserted).then((threads) =>
        threads.forEach(listener.onInsert),
      );
      void withAuthors(fetchAuthor, changes.updated).then((threads) =>
        threads.forEach(listener.onUpdate),
      );
      if (changes.refetch) listener.onChange();
    },
    (error) => console.warn('The live thread list stopped.', error),
  );
}

export async function searchUsers(
  { firestore }: FirebaseServices,
  text: string,
  page: number,
): Promise<UserSearchPage> {
  const { rankUsers, userSearchQueryGrams } = await loadTextSearch();
  const grams = userSearchQueryGrams(text);
  if (grams.length === 0) return { users: [], totalCount: 0 };
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.profiles),
      where('searchGrams', 'array-contains-any', grams),
      limit(USER_SEARCH_CANDIDATES),
    ),
  );
  const ranked = rankUsers(
    snapshot.docs.map((entry) => userCardFromDoc(entry.id, entry.data())),
    text,
  );
  const start = pageOffset(page);
  const shown = ranked.slice(start, start + PAGE_SIZE);
  const users = await Promise.all(
    shown.map(async (user) => ({
      ...user,
      location: await readVisibleLocation(firestore, user.userId),
    })),
  );
  return { users, totalCount: ranked.length };
}

/** The uid of the member with this username (as typed: "@" and case ignored), or null. */
export async function findMemberId(
  { firestore }: FirebaseServices,
  username: string,
): Promise<string | null> {
  const name = normalizeUsernameForSave(username.replace(/^\s*@/, ''));
  // Anything that could not be a username names nobody (and must not become a path).
  if (name === '' || !isStorableUsername(name)) return null;
  const claim = await getDoc(doc(firestore, paths.username(name)));
  const uid: unknown = claim.data()?.['uid'];
  return typeof uid === 'string' ? uid : null;
}

/** Calls `onThread` with the thread, or null when it does not exist (any more), live. */
export function subscribeToThread(
  { firestore }: FirebaseServices,
  threadId: string,
  onThread: (thread: ThreadWithAuthor | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const fetchAuthor = createAuthorLookup(firestore);
  let latest = 0;
  return onSnapshot(
    doc(firestore, paths.thread(threadId)),
    (snapshot) => {
      latest += 1;
      const request = latest;
      const data = snapshot.data();
      if (!data) {
        onThread(null);
        return;
      }
      void withAuthors(fetchAuthor, [threadFromDoc(snapshot.id, data)]).then(([thread]) => {
        // An older snapshot's author lookup must not overwrite a newer snapshot.
        if (request === latest && thread) onThread(thread);
      });
    },
    onError,
  );
}

/**
 * The author uid of an anonymous thread, readable only by its author and staff; null for
 * everyone else (or when it cannot be read).
 */
export function fetchHiddenThreadAuthorId(
  services: FirebaseServices,
  threadId: string,
): Promise<string | null> {
  return readHiddenAuthorId(services, paths.threadAuthor(threadId));
}

/** The member's own reactions on a thread (replyId null) and its replies. */
export async function fetchOwnReactions(
  { firestore }: FirebaseServices,
  threadId: string,
  uid: string,
): Promise<readonly OwnReaction[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.reactions(threadId)),
      where('userId', '==', uid),
      limit(LIST_READ_LIMIT),
    ),
  );
  return snapshot.docs.flatMap((entry): OwnReaction[] => {
    const data = entry.data();
    const type = data['reactionType'];
    if (type !== 'applause' && type !== 'bravo') return [];
    const replyId = typeof data['replyId'] === 'string' ? data['replyId'] : null;
    return [{ reactionType: type, replyId }];
  });
}

/** Creates a thread; resolves to its id. */
export async function createThread(
  services: FirebaseServices,
  draft: ThreadDraftInput,
): Promise<string> {
  return (await callFunction(services, 'createThread', draft)).threadId;
}

/**
 * Rewrites the member's own thread (editThread); resolves to false when the text was that
 * already. The open page and the list's card show it through their live reads.
 */
export async function editThread(
  services: FirebaseServices,
  threadId: string,
  edit: ThreadEditInput,
): Promise<boolean> {
  return (await callFunction(services, 'editThread', { threadId, ...edit })).edited;
}

/** The versions of a thread its edits replaced, newest first: staff only (the rules say so). */
export function fetchThreadRevisions(
  { firestore }: FirebaseServices,
  threadId: string,
): Promise<RevisionPage> {
  return fetchPostRevisions(firestore, paths.thread(threadId));
}

export async function deleteThread(services: FirebaseServices, threadId: string): Promise<void> {
  await callFunction(services, 'deleteThread', { threadId });
}

export async function toggleReaction(
  services: FirebaseServices,
  input: ReactionInput,
): Promise<ReactionResult> {
  return callFunction(services, 'toggleReaction', input);
}

export async function recordThreadView(
  services: FirebaseServices,
  threadId: string,
): Promise<void> {
  // Views are counted for visitors too (forum spec §4).
  await callFunction(services, 'recordThreadView', { threadId }, { visitorsMayCall: true });
}

/** A report of a post (the dialog sends what it was opened for). */
export async function submitReport(
  services: FirebaseServices,
  input: CallableInput<'submitReport'>,
): Promise<void> {
  await callFunction(services, 'submitReport', input);
}
