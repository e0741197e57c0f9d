// The Salon's one data-access module: every Firestore query and listener and every callable the
// forum screens use. Query shapes follow docs/data-model.md.
import { useMemo } from 'react';
import type { Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { useAuth, useFirestore, useFunctions } from 'reactfire';
import {
  PAGE_SIZE,
  acceptsLiveInsert,
  isStorableUsername,
  normalizeUsernameForSave,
  pageOffset,
  paths,
  rankUsers,
  rankedSearchPage,
  userSearchQueryGrams,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@salon/domain';
import { createAuthorLookup } from './author-lookup';
import { callFunction } from './call-function';
import { replyFromDoc, threadFromDoc, userCardFromDoc } from './documents';
import { ThreadPager } from './thread-pages';
import type {
  AuthorProfile,
  OwnReaction,
  ReplyItem,
  SalonApi,
  ThreadItem,
  ThreadWithAuthor,
} from './types';

/**
 * Users search reads at most this many candidates (docs/data-model.md, "Users search"); ranking
 * and paging happen here.
 */
const USER_SEARCH_CANDIDATES = 100;

export interface SalonServices {
  readonly auth: Auth;
  readonly firestore: Firestore;
  readonly functions: Functions;
}

export function createSalonApi({ auth, firestore, functions }: SalonServices): SalonApi {
  const fetchAuthor = createAuthorLookup(firestore);
  const pager = new ThreadPager(firestore);

  async function withAuthors<T extends ThreadItem | ReplyItem>(
    posts: readonly T[],
  ): Promise<(T & { author: AuthorProfile | null })[]> {
    const uids = [...new Set(posts.flatMap((post) => (post.authorId ? [post.authorId] : [])))];
    const found = new Map(
      await Promise.all(uids.map(async (uid) => [uid, await fetchAuthor(uid)] as const)),
    );
    return posts.map((post) => ({
      ...post,
      author: post.authorId ? (found.get(post.authorId) ?? null) : null,
    }));
  }

  function call<N extends CallableName>(
    name: N,
    input: CallableInput<N>,
  ): Promise<CallableOutput<N>> {
    // Views are counted for visitors too (forum spec §4).
    return callFunction({ auth, functions }, name, input, {
      visitorsMayCall: name === 'recordThreadView',
    });
  }

  return {
    async fetchThreadPage(list) {
      const read = pager.page(list);
      const [total, snapshot] = await Promise.all([
        getCountFromServer(pager.matching(list)),
        getDocs(read.query),
      ]);
      pager.remember(list, read, snapshot.docs);
      const inSortOrder = snapshot.docs.map((entry) => threadFromDoc(entry.id, entry.data()));
      const threads = read.ranked
        ? rankedSearchPage(list, inSortOrder)
        : inSortOrder.slice(read.skip);
      return { threads: await withAuthors(threads), totalCount: total.data().count };
    },

    subscribeToThreadList(list, listener) {
      const takesInserts = acceptsLiveInsert(list);
      let newest: number | null = null;
      return onSnapshot(
        pager.page(list).query,
        (snapshot) => {
          const threads = snapshot.docs.map((entry) => threadFromDoc(entry.id, entry.data()));
          if (newest === null) {
            // The first snapshot is the page already fetched: only later ones are changes.
            newest = Math.max(0, ...threads.map((thread) => thread.createdAt.getTime()));
            return;
          }
          const seenUntil = newest;
          const changes = snapshot.docChanges();
          const inserted = takesInserts
            ? changes
                .filter((change) => change.type === 'added')
                .map((change) => threadFromDoc(change.doc.id, change.doc.data()))
                .filter((thread) => thread.createdAt.getTime() > seenUntil)
            : [];
          newest = Math.max(newest, ...inserted.map((thread) => thread.createdAt.getTime()));
          // A new count that leaves the thread where it was (a view, a reaction) is shown in place.
          const updated = changes
            .filter((change) => change.type === 'modified' && change.oldIndex === change.newIndex)
            .map((change) => threadFromDoc(change.doc.id, change.doc.data()));
          // On a full page each insert pushes the last thread out: that removal is no change.
          const pushedOut = changes.filter((change) => change.type === 'removed').length;
          const others =
            changes.length -
            inserted.length -
            Math.min(pushedOut, inserted.length) -
            updated.length;
          if (inserted.length > 0 || others > 0) pager.forget(list);
          // Oldest first, so the newest ends on top.
          void withAuthors(inserted.reverse()).then((threads) =>
            threads.forEach(listener.onInsert),
          );
          void withAuthors(updated).then((threads) => threads.forEach(listener.onUpdate));
          if (others > 0) listener.onChange();
        },
        (error) => console.warn('The live thread list stopped.', error),
      );
    },

    async searchUsers(text, page) {
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
      return { users: ranked.slice(start, start + PAGE_SIZE), totalCount: ranked.length };
    },

    async findMemberId(username) {
      const name = normalizeUsernameForSave(username.replace(/^\s*@/, ''));
      // Anything that could not be a username names nobody (and must not become a path).
      if (name === '' || !isStorableUsername(name)) return null;
      const claim = await getDoc(doc(firestore, paths.username(name)));
      const uid: unknown = claim.data()?.['uid'];
      return typeof uid === 'string' ? uid : null;
    },

    subscribeToThread(threadId, onThread, onError) {
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
          void withAuthors([threadFromDoc(snapshot.id, data)]).then(([thread]) => {
            // An older snapshot's author lookup must not overwrite a newer snapshot.
            if (request === latest && thread) onThread(thread);
          });
        },
        onError,
      );
    },

    subscribeToReplies(threadId, onReplies, onError) {
      let latest = 0;
      return onSnapshot(
        query(collection(firestore, paths.replies(threadId)), orderBy('createdAt', 'desc')),
        (snapshot) => {
          latest += 1;
          const request = latest;
          const replies = snapshot.docs.map((entry) =>
            replyFromDoc(entry.id, threadId, entry.data()),
          );
          void withAuthors(replies).then((withAuthor) => {
            if (request === latest) onReplies(withAuthor);
          });
        },
        onError,
      );
    },

    async fetchHiddenAuthorId(threadId, replyId) {
      if (!auth.currentUser) return null;
      const path =
        replyId === null ? paths.threadAuthor(threadId) : paths.replyAuthor(threadId, replyId);
      try {
        const data = (await getDoc(doc(firestore, path))).data();
        return typeof data?.['authorId'] === 'string' ? data['authorId'] : null;
      } catch {
        // Everyone but the author and staff is refused: that simply means "not yours".
        return null;
      }
    },

    async fetchOwnReactions(threadId, uid) {
      const snapshot = await getDocs(
        query(collection(firestore, paths.reactions(threadId)), where('userId', '==', uid)),
      );
      return snapshot.docs.flatMap((entry): OwnReaction[] => {
        const data = entry.data();
        const type = data['reactionType'];
        if (type !== 'applause' && type !== 'bravo') return [];
        const replyId = typeof data['replyId'] === 'string' ? data['replyId'] : null;
        return [{ reactionType: type, replyId }];
      });
    },

    async createThread(input) {
      return (await call('createThread', input)).threadId;
    },

    async deleteThread(threadId) {
      await call('deleteThread', { threadId });
    },

    async postReply(input) {
      return (await call('postReply', input)).replyId;
    },

    async deleteReply(threadId, replyId) {
      await call('deleteReply', { threadId, replyId });
    },

    async toggleReaction(input) {
      return call('toggleReaction', input);
    },

    async recordThreadView(threadId) {
      await call('recordThreadView', { threadId });
    },

    async submitReport(input) {
      await call('submitReport', input);
    },
  };
}

/** The Salon API bound to the app's Firebase instances. */
export function useSalonApi(): SalonApi {
  const auth = useAuth();
  const firestore = useFirestore();
  const functions = useFunctions();
  return useMemo(
    () => createSalonApi({ auth, firestore, functions }),
    [auth, firestore, functions],
  );
}

export type { ThreadWithAuthor };
