import { z } from 'zod/mini';
import { timestampSchema } from './primitives.js';

/**
 * The marker of a trigger's event already applied (functions only): `threads/{id}/appliedEvents`,
 * `polls/{id}/appliedEvents`, `appliedSocialEvents`. Written with the event's effect, so a
 * redelivered event finds it and changes nothing; a TTL policy on `expireAt` deletes it.
 */
export const appliedEventSchema = z.strictObject({
  at: timestampSchema,
  expireAt: timestampSchema,
});
export type AppliedEvent = z.infer<typeof appliedEventSchema>;
