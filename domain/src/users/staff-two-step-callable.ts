// The admin-only callable that tells which staff have two-step verification (staff-two-step.ts):
// its input and output.
import { z } from 'zod/mini';
import { PAGE_SIZE } from '../paging/pagination.js';
import { uidSchema } from '../schema/primitives.js';

/** At most a page of the User Management list at a time. */
export const staffTwoStepInput = z.strictObject({
  userIds: z
    .array(uidSchema)
    .check(
      z.minLength(1, 'Name at least one member.'),
      z.maxLength(PAGE_SIZE, `At most ${PAGE_SIZE} members at a time.`),
    ),
});
/** By uid, for the staff among those asked about (members are left out): has a second factor. */
export const staffTwoStepOutput = z.strictObject({
  enrolled: z.record(uidSchema, z.boolean()),
});
