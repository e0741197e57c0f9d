import { z } from 'zod/mini';
import { counterSchema, timestampSchema } from '../schema/primitives.js';

/**
 * `writeBudgets/{uid}~{action}`: a member's budget of one kind of direct write, written by the
 * member in the same batch as the writes it pays for and checked step by step by firestore.rules
 * ("write budgets"). In a file of its own so the rate limits' numbers stay free of zod.
 */
export const writeBudgetDocumentSchema = z.strictObject({
  /** When the window began, by the server's clock. */
  windowStart: timestampSchema,
  /** Writes taken in the window. */
  count: counterSchema,
  /** The server time of the latest step: rules tie a step to its batch by it. */
  takenAt: timestampSchema,
  /** The paths the latest step was taken for, one per document its batch writes. */
  takenFor: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export type WriteBudgetDocument = z.infer<typeof writeBudgetDocumentSchema>;

/**
 * `rateWindows/{uid}~{action}~{window}` (functions only): a member's count of one rate-limited
 * action in one window; a TTL policy on `expireAt` deletes it a window after its own ends.
 */
export const rateWindowSchema = z.strictObject({
  count: counterSchema,
  expireAt: timestampSchema,
});
export type RateWindow = z.infer<typeof rateWindowSchema>;
