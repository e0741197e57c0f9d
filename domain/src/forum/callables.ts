import { z } from 'zod/mini';
import { docIdSchema } from '../schema/primitives.js';
import { REPLY_MAX_LENGTH, THREAD_BODY_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH } from './limits.js';
import { discussionPollInput } from '../polls/callables.js';
import { reactionCountsSchema, reactionTypeSchema } from './schemas.js';

/**
 * Inputs and outputs of the forum's callable functions. Posts go through functions because an
 * anonymous post must be written as two documents (the post without its author, and the
 * author-only `private/author`) and its counters belong to functions. Text is trimmed by the
 * schema; functions still run `validateThreadDraft`/`validateReplyDraft` for the spec's toasts.
 */
export const createThreadInput = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(THREAD_TITLE_MAX_LENGTH)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(THREAD_BODY_MAX_LENGTH)),
  isAnonymous: z.boolean(),
  /** A poll to open with the discussion. */
  poll: z.optional(discussionPollInput),
});
export const createThreadOutput = z.strictObject({ threadId: docIdSchema });

export const deleteThreadInput = z.strictObject({ threadId: docIdSchema });
export const deleteThreadOutput = z.strictObject({ deleted: z.boolean() });

export const postReplyInput = z.strictObject({
  threadId: docIdSchema,
  parentId: z.nullable(docIdSchema),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(REPLY_MAX_LENGTH)),
  isAnonymous: z.boolean(),
});
export const postReplyOutput = z.strictObject({ replyId: docIdSchema });

/**
 * The author rewrites their own post in place: the same trimming and limits as a new post;
 * anonymity, counters and the reply's place stay as they were. A thread's genre and topic are not
 * fields but words of its text (thread-filters.ts), so editing the text moves them. `edited` is
 * false when the text was already that (no revision is kept then).
 */
export const editThreadInput = z.strictObject({
  threadId: docIdSchema,
  title: createThreadInput.shape.title,
  body: createThreadInput.shape.body,
});
export const editPostOutput = z.strictObject({ edited: z.boolean() });

/** A reply of a thread (by `threadId`) or of a poll (by `pollId`), as deleting addresses them. */
export const editReplyInput = z.union([
  z.strictObject({ threadId: docIdSchema, replyId: docIdSchema, body: postReplyInput.shape.body }),
  z.strictObject({ pollId: docIdSchema, replyId: docIdSchema, body: postReplyInput.shape.body }),
]);

/** Removing a reply replaces its body with "deleted" and keeps the row. */
export const deleteReplyInput = z.strictObject({ threadId: docIdSchema, replyId: docIdSchema });
export const deleteReplyOutput = z.strictObject({ deleted: z.boolean() });

export const toggleReactionInput = z.strictObject({
  threadId: docIdSchema,
  replyId: z.nullable(docIdSchema),
  reactionType: reactionTypeSchema,
});
/** `active`: whether the member's reaction exists after the toggle. */
export const toggleReactionOutput = z.strictObject({
  active: z.boolean(),
  reactionCounts: reactionCountsSchema,
});

/**
 * Members are deduped by their stored view (`shouldCountView`); visitors, who have none, by a
 * timestamp the page keeps for the session, so their calls are counted as sent.
 */
export const recordThreadViewInput = z.strictObject({ threadId: docIdSchema });
export const recordThreadViewOutput = z.strictObject({ counted: z.boolean() });
