import { z } from 'zod/mini';
import { timestampSchema } from '../schema/primitives.js';

/**
 * Deleting one's own account: the member re-enters the password, then `deleteAccount`
 * removes everything of theirs but their posts, which stay under "Deleted member". What is stored
 * and what the callable takes are zod schemas here; the words are in account-deletion-texts.ts,
 * which has no zod, so the privacy policy that quotes them loads none.
 */
export const deleteAccountInput = z.strictObject({});
export const deleteAccountOutput = z.strictObject({ deleted: z.literal(true) });

/**
 * `deletedMembers/{uid}` (functions only): a deletion under way (`deleting`, from `startedAt`)
 * or done (`deleted`, at `finishedAt`, to be swept once more after `sweepAfter`, then `sweptAt`).
 */
export const deletedMemberSchema = z.strictObject({
  status: z.enum(['deleting', 'deleted']),
  startedAt: timestampSchema,
  finishedAt: z.optional(timestampSchema),
  sweepAfter: z.optional(timestampSchema),
  sweptAt: z.optional(timestampSchema),
});
export type DeletedMember = z.infer<typeof deletedMemberSchema>;

/** How recently the member must have entered the password: `deleteAccount` checks `auth_time`. */
export const RECENT_SIGN_IN_MAX_AGE_SECONDS = 5 * 60;
