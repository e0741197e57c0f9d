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
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useAuth, useFirestore, useFunctions } from 'reactfire';
import {
  PAGE_SIZE,
  THREAD_SORT_FIELDS,
  pageOffset,
  paths,
  rankUsers,
  searchQueryTokens,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@salon/domain';
import { authorFromDoc, replyFromDoc, threadFromDoc, userCardFromDoc } from './documents';
import { SalonError, toSalonError } from './salon-error';
import type {
  AuthorProfile,
  OwnReaction,
  ReplyItem,
  SalonApi,
  ThreadItem,
  ThreadListQuery,
  ThreadWithAuthor,
} from './types';

export interface SalonServices {
  readonly auth: Auth;
  readonly firestore: Firestore;
  readonly functions: Functions;
}

/** The threads matching a list query, in its order (no paging yet). */
function threadListQuery(firestore: Firestore, list: ThreadListQuery): Query {
  const tokens = searchQueryTokens(list.searchQuery);
  const filters: QueryConstraint[] =
    tokens.length > 0 ? [where('searchTokens', 'array-contains-any', tokens)] : [];
  return query(
    collection(firestore, paths.threads),
    ...filters,
    orderBy(THREAD_SORT_FIELDS[list.sort], 'desc'),
  );
}

/** Everything up to the end of the requested page; the page is the tail of it. */
function throughPage(firestore: Firestore, list: ThreadListQuery): Query {
  return query(threadListQuery(firestore, list), limit(pageOffset(list.page) + PAGE_SIZE));
}

export function createSalonApi({ auth, firestore, functions }: SalonServices): SalonApi {
  // Profiles change rarely and the thread page refetches replies on every change: keep the
  // profiles found (not the failures, so a later look may succeed).
  const profiles = new Map<string, AuthorProfile | null>();

  async function fetchAuthor(uid: string): Promise<AuthorProfile | null> {
    if (profiles.has(uid)) return profiles.get(uid) ?? null;
    try {
      const author = authorFromDoc(await getDoc(doc(firestore, paths.profile(uid))));
      profiles.set(uid, author);
      return author;
    } catch (error) {
      console.warn('Could not fetch an author profile.', error);
      return null;
    }
  }

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

  async function call<N extends CallableName>(
    name: N,
    input: CallableInput<N>,
  ): Promise<CallableOutput<N>> {
    if (!auth.currentUser && name !== 'recordThreadView') {
      throw new SalonError('noSession', 'No active session');
    }
    try {
      const callable = httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name);
      return (await callable(input)).data;
    } catch (error) {
      throw toSalonError(error);
    }
  }

  return {
    async fetchThreadPage(list) {
      const filtered = threadListQuery(firestore, list);
      const [total, snapshot] = await Promise.all([
        getCountFromServer(filtered),
        getDocs(throughPage(firestore, list)),
      ]);
      const threads = snapshot.docs
        .slice(pageOffset(list.page))
        .map((entry) => threadFromDoc(entry.id, entry.data()));
      return { threads: await withAuthors(threads), totalCount: total.data().count };
    },

    subscribeToThreadList(list, listener) {
      let first = true;
      let newest = 0;
      return onSnapshot(
        throughPage(firestore, list),
        (snapshot) => {
          const changes = snapshot.docChanges();
          if (first) {
            first = false;
            newest = Math.max(
              0,
              ...changes.map((change) =>
                threadFromDoc(change.doc.id, change.doc.data()).createdAt.getTime(),
              ),
            );
            return;
          }
          let changed = false;
          for (const change of changes) {
            const thread = threadFromDoc(change.doc.id, change.doc.data());
            if (change.type === 'added' && thread.createdAt.getTime() > newest) {
              newest = thread.createdAt.getTime();
              void withAuthors([thread]).then(([withAuthor]) => {
                if (withAuthor) listener.onInsert(withAuthor);
              });
            } else {
              changed = true;
            }
          }
          if (changed) listener.onChange();
        },
        (error) => console.warn('The live thread list stopped.', error),
      );
    },

    async searchUsers(text, page) {
      const snapshot = await getDocs(collection(firestore, 'profiles'));
      const ranked = rankUsers(
        snapshot.docs.map((entry) => userCardFromDoc(entry.id, entry.data())),
        text,
      );
      const start = pageOffset(page);
      return { users: ranked.slice(start, start + PAGE_SIZE), totalCount: ranked.length };
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
