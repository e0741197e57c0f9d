import { z } from 'zod';
import { REPLY_MAX_LENGTH } from '../forum/limits.js';
import { counterSchema, docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';

/** Invented limits: polls are written by staff, the spec gives none. */
export const POLL_TITLE_MAX_LENGTH = 200;
export const POLL_DESCRIPTION_MAX_LENGTH = 1000;
export const POLL_OPTION_MAX_LENGTH = 200;
export const POLL_MAX_OPTIONS = 10;

/** One answer of a poll, kept inside the poll document so one read shows the whole poll. */
export const pollOptionSchema = z.strictObject({
  id: docIdSchema,
  optionText: z.string().min(1).max(POLL_OPTION_MAX_LENGTH),
  voteCount: counterSchema,
});
export type PollOption = z.infer<typeof pollOptionSchema>;

/** `polls/{pollId}`. Vote counts are written by functions only. */
export const pollSchema = z
  .strictObject({
    title: z.string().min(1).max(POLL_TITLE_MAX_LENGTH),
    description: z.string().max(POLL_DESCRIPTION_MAX_LENGTH),
    createdAt: timestampSchema,
    totalVotes: counterSchema,
    isActive: z.boolean(),
    options: z.array(pollOptionSchema).min(2).max(POLL_MAX_OPTIONS),
  })
  .refine((poll) => new Set(poll.options.map((option) => option.id)).size === poll.options.length, {
    message: 'Poll option ids must be unique',
    path: ['options'],
  });
export type Poll = z.infer<typeof pollSchema>;

/** `polls/{pollId}/votes/{uid}`: at most one per member; voting again changes it. */
export const pollVoteSchema = z.strictObject({
  pollId: docIdSchema,
  optionId: docIdSchema,
  userId: uidSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PollVote = z.infer<typeof pollVoteSchema>;

const pollReplyFields = {
  pollId: docIdSchema,
  parentId: docIdSchema.nullable(),
  body: z.string().min(1).max(REPLY_MAX_LENGTH),
  createdAt: timestampSchema,
};

/** `polls/{pollId}/replies/{replyId}`: like thread replies, no uid when anonymous. */
export const pollReplySchema = z.discriminatedUnion('isAnonymous', [
  z.strictObject({ ...pollReplyFields, isAnonymous: z.literal(false), authorId: uidSchema }),
  z.strictObject({ ...pollReplyFields, isAnonymous: z.literal(true) }),
]);
export type PollReply = z.infer<typeof pollReplySchema>;
