// What replies hang under: a thread or a daily poll. Replying and deleting are the same for both
// (discussion/post-reply-to.ts, delete-reply-of.ts); what differs is said here.
import { NO_REACTIONS, paths, POLL_TOASTS, FORUM_TOASTS } from '@salon/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../shared/admin.js';
import { refuseWithToast } from '../shared/refusal.js';

export interface ReplyParent {
  /** The thread or poll document; its `replies` collection holds the replies. */
  readonly ref: DocumentReference;
  /** The parent's id under its own name on each reply (`threadId` or `pollId`). */
  readonly idField: { threadId: string } | { pollId: string };
  /** The parent's own "it is gone" refusal, with the spec's toast. */
  readonly gone: () => Error;
  /** Fields a new reply starts with beyond the common ones (thread replies take reactions). */
  readonly startingFields: Readonly<Record<string, unknown>>;
}

export function threadParent(threadId: string): ReplyParent {
  return {
    ref: db.doc(paths.thread(threadId)),
    idField: { threadId },
    gone: () => refuseWithToast('not-found', FORUM_TOASTS.threadNotFound),
    startingFields: { reactionCount: 0, reactionCounts: { ...NO_REACTIONS } },
  };
}

export function pollParent(pollId: string): ReplyParent {
  return {
    ref: db.doc(paths.poll(pollId)),
    idField: { pollId },
    gone: () => refuseWithToast('not-found', POLL_TOASTS.pollNotFound),
    startingFields: {},
  };
}

export const replyRefOf = (parent: ReplyParent, replyId: string) =>
  parent.ref.collection('replies').doc(replyId);
