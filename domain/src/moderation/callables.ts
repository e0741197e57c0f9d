import { z } from 'zod/mini';
import { pictureKindSchema } from '../profiles/pictures.js';
import { docIdSchema, uidSchema } from '../schema/primitives.js';
import { REPORT_DETAILS_MAX_LENGTH } from './report-draft.js';
import { REPORT_STATUSES, type ReportStatus } from './report-status.js';
import { reportReasonSchema, reportStatusSchema, roleSchema } from './schemas.js';
import {
  SUSPENSION_DURATIONS,
  SUSPENSION_MESSAGES,
  SUSPENSION_REASON_MAX_LENGTH,
} from './suspension.js';

const reportFields = {
  reason: reportReasonSchema,
  description: z.string().check(z.trim(), z.maxLength(REPORT_DETAILS_MAX_LENGTH)),
};

/** A thread (replyId null) or reply, or another member's avatar or banner. */
export const submitReportInput = z.union([
  z.strictObject({ threadId: docIdSchema, replyId: z.nullable(docIdSchema), ...reportFields }),
  z.strictObject({ memberId: uidSchema, picture: pictureKindSchema, ...reportFields }),
]);
export const submitReportOutput = z.strictObject({ reportId: docIdSchema });

/** Staff: review, un-review or dismiss (resolving happens by deleting the content). */
export const updateReportStatusInput = z.strictObject({
  reportId: docIdSchema,
  status: z.enum(
    REPORT_STATUSES.filter(
      (status): status is Exclude<ReportStatus, 'resolved'> => status !== 'resolved',
    ),
  ),
});
/** `changed` is false when the caller's same request had been applied already (a retry). */
export const updateReportStatusOutput = z.strictObject({
  status: reportStatusSchema,
  changed: z.boolean(),
});

/**
 * Staff: delete the reported thread or reply (or remove the reported picture: its files and its
 * URL), resolve this report and every other open one on the same content, and notify each
 * reporter. `deleted` is false when there was nothing left to
 * delete (the caller's retry, or content its author had removed meanwhile); `resolvedReports`
 * is how many reports this call closed.
 */
export const deleteReportedContentInput = z.strictObject({ reportId: docIdSchema });
export const deleteReportedContentOutput = z.strictObject({
  deleted: z.boolean(),
  resolvedReports: z.int().check(z.minimum(0)),
});

/** Admins set another member's role (never their own). */
export const setUserRoleInput = z.strictObject({ userId: uidSchema, role: roleSchema });
export const setUserRoleOutput = z.strictObject({ role: roleSchema });

const suspensionReason = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, SUSPENSION_MESSAGES.reasonRequired),
    z.maxLength(SUSPENSION_REASON_MAX_LENGTH, SUSPENSION_MESSAGES.reasonTooLong),
  );
const suspensionFields = { duration: z.enum(SUSPENSION_DURATIONS), reason: suspensionReason };

/**
 * Staff suspend a member: named by uid (User Management), or as the author of a reported post or
 * the member of a reported picture (`reportId`, "Delete content and suspend author"; the caller
 * never learns an anonymous author's uid).
 */
export const suspendMemberInput = z.union([
  z.strictObject({ memberId: uidSchema, ...suspensionFields }),
  z.strictObject({ reportId: docIdSchema, ...suspensionFields }),
]);
/** The end in milliseconds since the epoch; null for a ban. */
export const suspendMemberOutput = z.strictObject({ suspendedUntil: z.nullable(z.int()) });

/** Admins end a suspension early; `lifted` is false when none was in force. */
export const liftSuspensionInput = z.strictObject({
  memberId: uidSchema,
  reason: z
    .string()
    .check(z.trim(), z.maxLength(SUSPENSION_REASON_MAX_LENGTH, SUSPENSION_MESSAGES.reasonTooLong)),
});
export const liftSuspensionOutput = z.strictObject({ lifted: z.boolean() });
