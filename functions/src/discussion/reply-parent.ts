// What replies hang under: a thread or a daily poll. Replying and deleting are the same for both
// (discussion/post-reply-to.ts, delete-reply-of.ts); what differs is said here, with each
// parent's replies typed by their own schema (replySchema, pollReplySchema).
import {
  NO_REACTIONS,
  paths,
  POLL_TOASTS,
  FORUM_TOASTS,
  pollReplySchema,
  replySchema,
} from '@salon/domain';
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  FieldValue,
  WithFieldValue,
} from 'firebase-admin/firestore';
import { db } from '../shared/admin.js';
import { refuse } from '../shared/refusal.js';
import { storedCollection, type StoredData } from '../shared/stored.js';

/** What every new reply stores, under a thread or a poll. */
type CommonReplyFields = {
  readonly parentId: string | null;
  readonly body: string;
  readonly createdAt: FieldValue;
} & ({ readonly isAnonymous: true } | { readonly isAnonymous: false; readonly authorId: string });

export interface ReplyParent<Reply extends DocumentData> {
  /** The thread or poll document. */
  readonly ref: DocumentReference;
  /** Its `replies` collection, typed as its replies are stored. */
  readonly replies: CollectionReference<Reply, Reply>;
  /** The parent's own "it is gone" refusal, with the spec's toast. */
  readonly gone: () => Error;
  /** A new reply: the common fields, the parent's id by its own name, its own starting fields. */
  readonly newReply: (common: CommonReplyFields) => WithFieldValue<Reply>;
}

export type ThreadReplyParent = ReplyParent<StoredData<typeof replySchema>>;
export type PollReplyParent = ReplyParent<StoredData<typeof pollReplySchema>>;

export function threadParent(threadId: string): ThreadReplyParent {
  return {
    ref: db.doc(paths.thread(threadId)),
    replies: storedCollection(replySchema, paths.replies(threadId)),
    gone: () => refuse('not-found', FORUM_TOASTS.threadNotFound),
    // Thread replies take reactions.
    newReply: (common) => ({
      ...common,
      threadId,
      reactionCount: 0,
      reactionCounts: { ...NO_REACTIONS },
    }),
  };
}

export function pollParent(pollId: string): PollReplyParent {
  return {
    ref: db.doc(paths.poll(pollId)),
    replies: storedCollection(pollReplySchema, paths.pollReplies(pollId)),
    gone: () => refuse('not-found', POLL_TOASTS.pollNotFound),
    newReply: (common) => ({ ...common, pollId }),
  };
}

export const replyRefOf = <Reply extends DocumentData>(
  parent: ReplyParent<Reply>,
  replyId: string,
) => parent.replies.doc(replyId);
