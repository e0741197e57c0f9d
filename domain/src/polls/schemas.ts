import { z } from 'zod/mini';
import { REPLY_MAX_LENGTH } from '../forum/limits.js';
import { counterSchema, docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import {
  isPollOptionId,
  POLL_KINDS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_TITLE_MAX_LENGTH,
  POLL_DESCRIPTION_MAX_LENGTH,
} from './limits.js';

/** One answer of a poll, in the order staff wrote them. Its count is `voteCounts[id]`. */
export const pollOptionSchema = z.strictObject({
  id: z.string().check(z.refine(isPollOptionId, 'Poll option ids are o1, o2, ...')),
  optionText: z.string().check(z.minLength(1), z.maxLength(POLL_OPTION_MAX_LENGTH)),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollKindSchema = z.enum(POLL_KINDS);

/** Whether a member sees the counts before casting a ballot, or only once they have (or closed). */
export const pollResultsVisibilitySchema = z.enum(['always', 'afterVoting']);
export type PollResultsVisibility = z.infer<typeof pollResultsVisibilitySchema>;

/**
 * `polls/{pollId}`, readable by everyone, written by functions only. Counts sit in a map keyed by
 * option id (not inside `options`) so the vote counter can increment them without reading the
 * poll: concurrent votes never contend. `voteCounts` has exactly one key per option.
 */
export const pollSchema = z
  .strictObject({
    kind: pollKindSchema,
    /** The discussion a member's poll belongs to; null for staff's polls. */
    threadId: z.nullable(docIdSchema),
    title: z.string().check(z.minLength(1), z.maxLength(POLL_TITLE_MAX_LENGTH)),
    description: z.string().check(z.maxLength(POLL_DESCRIPTION_MAX_LENGTH)),
    createdAt: timestampSchema,
    /** The member (staff) who created it; null once they deleted their account. */
    createdBy: z.nullable(uidSchema),
    isActive: z.boolean(),
    /** Set by closePoll or closeDuePolls; null while active. */
    closedAt: z.nullable(timestampSchema),
    /**
     * When it stops taking ballots, by the server's clock (rules compare `request.time`); null:
     * open until closed by hand.
     */
    closesAt: z.nullable(timestampSchema),
    /** How many options one ballot may name: 1 is a single-choice poll. */
    maxChoices: z.int().check(z.minimum(1), z.maximum(POLL_MAX_OPTIONS)),
    resultsVisibility: pollResultsVisibilitySchema,
    options: z
      .array(pollOptionSchema)
      .check(z.minLength(POLL_MIN_OPTIONS), z.maxLength(POLL_MAX_OPTIONS)),
    voteCounts: z.record(z.string(), counterSchema),
    totalVotes: counterSchema,
  })
  .check(
    z.refine(
      (poll) => new Set(poll.options.map((option) => option.id)).size === poll.options.length,
      {
        message: 'Poll option ids must be unique',
        path: ['options'],
      },
    ),
    z.refine((poll) => poll.maxChoices <= poll.options.length, {
      message: 'A ballot cannot name more options than the poll has',
      path: ['maxChoices'],
    }),
    z.refine((poll) => (poll.kind === 'discussion') === (poll.threadId !== null), {
      message: 'A discussion poll names its discussion, and only it does',
      path: ['threadId'],
    }),
    z.refine(
      (poll) =>
        Object.keys(poll.voteCounts).length === poll.options.length &&
        poll.options.every((option) => option.id in poll.voteCounts),
      { message: 'voteCounts must have one count per option', path: ['voteCounts'] },
    ),
  );
export type Poll = z.infer<typeof pollSchema>;

/**
 * `polls/{pollId}/votes/{uid}`: the member's one ballot; the id is the voter's uid, so a second
 * ballot can only overwrite the first (the spec's upsert keyed on poll and user). It names 1 to
 * the poll's `maxChoices` distinct options. Written by the member directly (`setDoc`), checked by
 * rules; readable by that member and admins only.
 */
export const pollVoteSchema = z.strictObject({
  pollId: docIdSchema,
  optionIds: z.array(docIdSchema).check(
    z.minLength(1),
    z.maxLength(POLL_MAX_OPTIONS),
    z.refine((ids) => new Set(ids).size === ids.length, 'A ballot names each option once'),
  ),
  userId: uidSchema,
  /** Server time of the latest write (`serverTimestamp()`; rules require `request.time`). */
  votedAt: timestampSchema,
});
export type PollVote = z.infer<typeof pollVoteSchema>;

const pollReplyFields = {
  pollId: docIdSchema,
  parentId: z.nullable(docIdSchema),
  body: z.string().check(z.minLength(1), z.maxLength(REPLY_MAX_LENGTH)),
  createdAt: timestampSchema,
  editedAt: z.optional(timestampSchema),
};

/**
 * `polls/{pollId}/replies/{replyId}`: like thread replies, no uid when anonymous (the author is in
 * `.../private/author`). Deleting removes the row (the spec deletes poll replies by id); children
 * of a deleted reply then show at top level, as `buildReplyTree` places orphans. An author who
 * deleted their account leaves `authorDeleted` and no uid, as on thread replies.
 */
export const pollReplySchema = z.union([
  z.strictObject({ ...pollReplyFields, isAnonymous: z.literal(false), authorId: uidSchema }),
  z.strictObject({
    ...pollReplyFields,
    isAnonymous: z.literal(false),
    authorDeleted: z.literal(true),
  }),
  z.strictObject({ ...pollReplyFields, isAnonymous: z.literal(true) }),
]);
export type PollReply = z.infer<typeof pollReplySchema>;
