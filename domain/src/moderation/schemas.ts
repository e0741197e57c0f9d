import { z } from 'zod';
import { docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { ROLES } from '../users/roles.js';
import { REPORT_REASON_VALUES } from './reasons.js';
import { REPORT_DETAILS_MAX_LENGTH } from './reportDraft.js';
import { REPORT_STATUSES } from './reportStatus.js';

export const reportReasonSchema = z.enum(REPORT_REASON_VALUES);
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export const roleSchema = z.enum(ROLES);

/** `reports/{reportId}`: created by members through `submitReport`, read and closed by staff. */
export const reportSchema = z.strictObject({
  reporterId: uidSchema,
  threadId: docIdSchema,
  replyId: docIdSchema.nullable(),
  reason: reportReasonSchema,
  description: z.string().max(REPORT_DETAILS_MAX_LENGTH),
  status: reportStatusSchema,
  reviewedBy: uidSchema.nullable(),
  reviewedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** `userRoles/{uid}`: a readable mirror of the role custom claim, for the admin list. */
export const userRoleSchema = z.strictObject({
  role: roleSchema,
  updatedAt: timestampSchema,
});
export type UserRoleDoc = z.infer<typeof userRoleSchema>;

/** The custom claims functions set on a member's ID token. */
export const roleClaimsSchema = z.object({ role: roleSchema });
