import { z } from 'zod/mini';
import { REPLY_MAX_LENGTH } from '../forum/limits.js';
import { docIdSchema } from '../schema/primitives.js';
import {
  POLL_DESCRIPTION_MAX_LENGTH,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_TITLE_MAX_LENGTH,
} from './limits.js';
import { pollResultsVisibilitySchema } from './schemas.js';

/*
 * Votes are not a callable: a member writes `polls/{pollId}/votes/{uid}` directly (rules check it)
 * and the trigger countVotes keeps the counts. Everything else about polls goes through these.
 */

/** Staff (admins) open a poll; it is active at once. Option texts in display order. */
export const createPollInput = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(POLL_TITLE_MAX_LENGTH)),
  description: z.string().check(z.trim(), z.maxLength(POLL_DESCRIPTION_MAX_LENGTH)),
  options: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(POLL_OPTION_MAX_LENGTH)))
    .check(z.minLength(POLL_MIN_OPTIONS), z.maxLength(POLL_MAX_OPTIONS)),
});
export type CreatePollInput = z.infer<typeof createPollInput>;
export const createPollOutput = z.strictObject({ pollId: docIdSchema });

/**
 * Admins queue a poll for the schedule (the daily or the weekly one), or edit a queued one
 * (`itemId`); a draft waits, a queued one is opened in its turn. A new item goes last.
 */
export const saveQueuedPollInput = z.strictObject({
  itemId: z.nullable(docIdSchema),
  kind: z.enum(['daily', 'weekly']),
  status: z.enum(['draft', 'queued']),
  ...createPollInput.shape,
});
export const saveQueuedPollOutput = z.strictObject({ itemId: docIdSchema });

/**
 * A member's poll as createThread takes it beside the discussion (validateDiscussionPollDraft
 * speaks first, with its toasts). `closesAt` in milliseconds since the epoch.
 */
export const discussionPollInput = z.strictObject({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(POLL_TITLE_MAX_LENGTH)),
  options: createPollInput.shape.options,
  maxChoices: z.int().check(z.minimum(1), z.maximum(POLL_MAX_OPTIONS)),
  closesAt: z.nullable(z.int().check(z.positive())),
  resultsVisibility: pollResultsVisibilitySchema,
});
export type DiscussionPollInput = z.infer<typeof discussionPollInput>;

/** The discussion's author rewrites its poll while nobody has voted and it is open. */
export const editPollInput = z.strictObject({ pollId: docIdSchema, ...discussionPollInput.shape });
export const editPollOutput = z.strictObject({ edited: z.boolean() });

/**
 * Closes a poll: no more ballots; a staff poll leaves the Salon when it was the newest active
 * one. Staff close any poll, a discussion's author their own.
 */
export const closePollInput = z.strictObject({ pollId: docIdSchema });
/** `closed`: false when it was closed already. */
export const closePollOutput = z.strictObject({ closed: z.boolean() });

export const postPollReplyInput = z.strictObject({
  pollId: docIdSchema,
  parentId: z.nullable(docIdSchema),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(REPLY_MAX_LENGTH)),
  isAnonymous: z.boolean(),
});
export const postPollReplyOutput = z.strictObject({ replyId: docIdSchema });

/** Poll replies are deleted outright (the spec deletes their rows), by the author or an admin. */
export const deletePollReplyInput = z.strictObject({ pollId: docIdSchema, replyId: docIdSchema });
export const deletePollReplyOutput = z.strictObject({ deleted: z.boolean() });
