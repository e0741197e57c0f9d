import { z } from 'zod';
import { docIdSchema } from '../schema/primitives.js';
import { REPLY_MAX_LENGTH, THREAD_BODY_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH } from './limits.js';
import { reactionCountsSchema, reactionTypeSchema } from './schemas.js';

/**
 * Inputs and outputs of the forum's callable functions. Posts go through functions because an
 * anonymous post must be written as two documents (the post without its author, and the
 * author-only `private/author`) and its counters belong to functions. Text is trimmed by the
 * schema; functions still run `validateThreadDraft`/`validateReplyDraft` for the spec's toasts.
 */
export const createThreadInput = z.strictObject({
  title: z.string().trim().min(1).max(THREAD_TITLE_MAX_LENGTH),
  body: z.string().trim().min(1).max(THREAD_BODY_MAX_LENGTH),
  isAnonymous: z.boolean(),
});
export const createThreadOutput = z.strictObject({ threadId: docIdSchema });

export const deleteThreadInput = z.strictObject({ threadId: docIdSchema });
export const deleteThreadOutput = z.strictObject({ deleted: z.boolean() });

export const postReplyInput = z.strictObject({
  threadId: docIdSchema,
  parentId: docIdSchema.nullable(),
  body: z.string().trim().min(1).max(REPLY_MAX_LENGTH),
  isAnonymous: z.boolean(),
});
export const postReplyOutput = z.strictObject({ replyId: docIdSchema });

/** Removing a reply replaces its body with "deleted" and keeps the row. */
export const deleteReplyInput = z.strictObject({ threadId: docIdSchema, replyId: docIdSchema });
export const deleteReplyOutput = z.strictObject({ deleted: z.boolean() });

export const toggleReactionInput = z.strictObject({
  threadId: docIdSchema,
  replyId: docIdSchema.nullable(),
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
