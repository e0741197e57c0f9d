// The daily poll's one data-access module: the poll, the member's vote, poll replies and the
// staff callables. Query shapes follow docs/data-model.md ("Poll queries").
import { useMemo } from 'react';
import type { Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { useAuth, useFirestore, useFunctions } from 'reactfire';
import { paths, type CallableInput, type CallableName } from '@salon/domain';
import { createAuthorLookup } from '../../salon/api/author-lookup';
import { callFunction } from '../../salon/api/call-function';
import { pollFromDoc, pollReplyFromDoc } from './documents';
import type { PollsApi, PollReplyWithAuthor } from './types';

export interface PollsServices {
  readonly auth: Auth;
  readonly firestore: Firestore;
  readonly functions: Functions;
}

/** Pending server timestamps read as the local estimate, so a new row has a time at once. */
const ESTIMATE = { serverTimestamps: 'estimate' } as const;

export function createPollsApi({ auth, firestore, functions }: PollsServices): PollsApi {
  const polls = collection(firestore, paths.polls);
  const fetchAuthor = createAuthorLookup(firestore);
  const call = <N extends CallableName>(name: N, input: CallableInput<N>) =>
    callFunction({ auth, functions }, name, input);

  return {
    subscribeToActivePoll(onPoll, onError) {
      return onSnapshot(
        query(polls, where('isActive', '==', true), orderBy('createdAt', 'desc'), limit(1)),
        (snapshot) => {
          const newest = snapshot.docs[0];
          onPoll(newest ? pollFromDoc(newest.id, newest.data(ESTIMATE)) : null);
        },
        onError,
      );
    },

    subscribeToOwnVote(pollId, uid, onVote, onError) {
      return onSnapshot(
        doc(firestore, paths.pollVote(pollId, uid)),
        (snapshot) => {
          const optionId: unknown = snapshot.get('optionId');
          onVote(typeof optionId === 'string' ? optionId : null);
        },
        onError,
      );
    },

    async castVote(pollId, uid, optionId) {
      await setDoc(doc(firestore, paths.pollVote(pollId, uid)), {
        pollId,
        optionId,
        userId: uid,
        votedAt: serverTimestamp(),
      });
    },

    subscribeToReplies(pollId, onReplies, onError) {
      let latest = 0;
      return onSnapshot(
        query(collection(firestore, paths.pollReplies(pollId)), orderBy('createdAt', 'asc')),
        (snapshot) => {
          latest += 1;
          const request = latest;
          const replies = snapshot.docs.map((entry) =>
            pollReplyFromDoc(entry.id, pollId, entry.data(ESTIMATE)),
          );
          // Anonymous replies skip the profile lookup (forum spec §4).
          void Promise.all(
            replies.map(async (reply): Promise<PollReplyWithAuthor> => ({
              ...reply,
              author: reply.authorId ? await fetchAuthor(reply.authorId) : null,
            })),
          ).then((withAuthors) => {
            // An older snapshot's lookups must not overwrite a newer snapshot.
            if (request === latest) onReplies(withAuthors);
          });
        },
        onError,
      );
    },

    async fetchHiddenAuthorId(pollId, replyId) {
      if (!auth.currentUser) return null;
      try {
        const authorId: unknown = (
          await getDoc(doc(firestore, paths.pollReplyAuthor(pollId, replyId)))
        ).get('authorId');
        return typeof authorId === 'string' ? authorId : null;
      } catch {
        // Everyone but the author and staff is refused: that simply means "not yours".
        return null;
      }
    },

    async postReply(input) {
      return (await call('postPollReply', { ...input })).replyId;
    },

    async deleteReply(pollId, replyId) {
      await call('deletePollReply', { pollId, replyId });
    },

    subscribeToAllPolls(onPolls, onError) {
      return onSnapshot(
        query(polls, orderBy('createdAt', 'desc')),
        (snapshot) =>
          onPolls(snapshot.docs.map((entry) => pollFromDoc(entry.id, entry.data(ESTIMATE)))),
        onError,
      );
    },

    async createPoll(draft) {
      return (await call('createPoll', { ...draft, options: [...draft.options] })).pollId;
    },

    async closePoll(pollId) {
      await call('closePoll', { pollId });
    },
  };
}

/** The polls API bound to the app's Firebase instances. */
export function usePollsApi(): PollsApi {
  const auth = useAuth();
  const firestore = useFirestore();
  const functions = useFunctions();
  return useMemo(
    () => createPollsApi({ auth, firestore, functions }),
    [auth, firestore, functions],
  );
}
