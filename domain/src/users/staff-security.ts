// The stored switch of staff-two-step.ts (`config/staffSecurity`): its schema, apart from the
// texts there, which the admin panel's first visit reads without loading zod.
import { z } from 'zod/mini';

/** `config/staffSecurity`: written by the project's owners, read by rules and functions. */
export const staffSecuritySchema = z.strictObject({ twoStepRequired: z.boolean() });
