import { z } from 'zod';
import { REPLY_MAX_LENGTH } from '../forum/limits.js';
import { docIdSchema } from '../schema/primitives.js';

/** Casting or changing the member's vote (an upsert keyed on poll and member). */
export const castVoteInput = z.strictObject({ pollId: docIdSchema, optionId: docIdSchema });
export const castVoteOutput = z.strictObject({
  optionId: docIdSchema,
  totalVotes: z.number().int().min(0),
});

export const postPollReplyInput = z.strictObject({
  pollId: docIdSchema,
  parentId: docIdSchema.nullable(),
  body: z.string().trim().min(1).max(REPLY_MAX_LENGTH),
  isAnonymous: z.boolean(),
});
export const postPollReplyOutput = z.strictObject({ replyId: docIdSchema });

/** Poll replies are deleted outright (the spec deletes their rows). */
export const deletePollReplyInput = z.strictObject({ pollId: docIdSchema, replyId: docIdSchema });
export const deletePollReplyOutput = z.strictObject({ deleted: z.boolean() });
