import { z } from 'zod/mini';
import { docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { createPollInput } from '../polls/callables.js';
import { triviaQuestionSchema } from '../trivia/schemas.js';

/**
 * `pollQueue/{itemId}`: what staff prepare for the schedules, one collection for every kind, so
 * the admin panel's Polls tab orders them in one place. Every item has the same frame (kind,
 * position, status, times, author); `content` is the kind's own. The schedules take, per kind,
 * the queued item with the lowest position; drafts wait. Admins only (the content holds trivia's
 * right answers); written through callables only.
 */
export const POLL_QUEUE_KINDS = ['trivia', 'daily', 'weekly'] as const;
export type PollQueueKind = (typeof POLL_QUEUE_KINDS)[number];
export const POLL_QUEUE_STATUSES = ['draft', 'queued'] as const;

const queueItemFrame = {
  /** Order within the kind, lowest first; new items go last. Unique per kind. */
  position: z.int().check(z.minimum(0)),
  status: z.enum(POLL_QUEUE_STATUSES),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** The admin who wrote it; null once they deleted their account. */
  createdBy: z.nullable(uidSchema),
};

export const triviaQueueItemSchema = z.strictObject({
  ...queueItemFrame,
  kind: z.literal('trivia'),
  content: triviaQuestionSchema,
});

export type TriviaQueueItem = z.infer<typeof triviaQueueItemSchema>;

/** The Salon's poll of a day or of a week, as createPoll takes it. */
export const staffPollQueueItemSchema = z.strictObject({
  ...queueItemFrame,
  kind: z.enum(['daily', 'weekly']),
  content: createPollInput,
});

export type StaffPollQueueItem = z.infer<typeof staffPollQueueItemSchema>;

/** A queue item of any kind; each kind adds its variant here with its own `content`. */
export const pollQueueItemSchema = z.discriminatedUnion('kind', [
  triviaQueueItemSchema,
  staffPollQueueItemSchema,
]);
export type PollQueueItem = z.infer<typeof pollQueueItemSchema>;

/** Admins remove an item of any kind from the queue. */
export const deleteQueueItemInput = z.strictObject({ itemId: docIdSchema });
export const deleteQueueItemOutput = z.strictObject({ deleted: z.boolean() });

/** Admins swap an item with its neighbour of the same kind; `moved` false at either end. */
export const moveQueueItemInput = z.strictObject({
  itemId: docIdSchema,
  direction: z.enum(['up', 'down']),
});
export const moveQueueItemOutput = z.strictObject({ moved: z.boolean() });
