import { z } from 'zod/mini';
import { timestampSchema } from './primitives.js';

/**
 * One event's change to a busy document's counters, waiting to be folded into it (functions
 * only): `{counted document}/counterDeltas/{event key}`. A thread, a reply or a poll takes at most
 * one fold a second, however many members react, reply, view or vote (docs/data-model.md,
 * "Folded counters").
 */
export const counterDeltaSchema = z.strictObject({
  /** Counter field path (dotted for a map's entry) to the amount it moves by. */
  increments: z.record(z.string(), z.int()),
  /** Time fields the fold sets to its own time (a thread's `repliesChangedAt`). */
  touch: z.array(z.string()),
  at: timestampSchema,
});
export type CounterDelta = z.infer<typeof counterDeltaSchema>;

/**
 * The right to fold a document's waiting deltas at the start of one second (functions only):
 * `{counted document}/counterFolds/{second}`, created by the first event of the second before;
 * a TTL policy on `expireAt` deletes it.
 */
export const counterFoldSchema = z.strictObject({
  expireAt: timestampSchema,
});
