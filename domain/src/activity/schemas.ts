import { z } from 'zod/mini';
import { docIdSchema, timestampSchema } from '../schema/primitives.js';

/** A count of the member's posts or reactions; below 0 only while an undo arrived first. */
const balanceSchema = z.int();

/**
 * `users/{uid}/activity/{activityRecordId}`: written by functions only, read by its member only.
 * Exactly one of `threadId` and `pollId` names what it is about.
 */
export const activityRecordSchema = z
  .strictObject({
    threadId: z.optional(docIdSchema),
    pollId: z.optional(docIdSchema),
    startedAt: z.optional(timestampSchema),
    startedAnonymously: z.optional(z.boolean()),
    lastRepliedAt: z.optional(timestampSchema),
    replyCount: z.optional(balanceSchema),
    anonymousReplyCount: z.optional(balanceSchema),
    reactedAt: z.optional(timestampSchema),
    reactionCount: z.optional(balanceSchema),
  })
  .check(
    z.refine((record) => (record.threadId === undefined) !== (record.pollId === undefined), {
      message: 'An activity record names one thread or one poll',
    }),
  );
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

/** `users/{uid}/savedThreads/{threadId}`: written by its member (rules check it), read by them. */
export const savedThreadSchema = z.strictObject({
  threadId: docIdSchema,
  savedAt: timestampSchema,
});
export type SavedThread = z.infer<typeof savedThreadSchema>;
