import { z } from 'zod/mini';
import { avatarUrlsSchema, pictureKindSchema } from '../profiles/pictures.js';
import { docIdSchema, httpUrlSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { ROLES } from '../users/roles.js';
import { MODERATION_ACTIONS, MODERATION_LOG_SCOPES } from './moderation-log.js';
import { REPORT_REASON_VALUES } from './reasons.js';
import { REPORT_DETAILS_MAX_LENGTH } from './report-draft.js';
import { REPORT_STATUSES } from './report-status.js';
import { SUSPENSION_REASON_MAX_LENGTH } from './suspension.js';

export const reportReasonSchema = z.enum(REPORT_REASON_VALUES);
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export const roleSchema = z.enum(ROLES);

/** What every report carries, whatever it is about. */
const reportFields = {
  reporterId: uidSchema,
  reason: reportReasonSchema,
  description: z.string().check(z.maxLength(REPORT_DETAILS_MAX_LENGTH)),
  status: reportStatusSchema,
  reviewedBy: z.nullable(uidSchema),
  reviewedAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
  reporterUsername: z.nullable(z.string()),
  reporterDisplayName: z.nullable(z.string()),
  searchKeys: z.array(z.string()),
};

/**
 * `reports/{reportId}`: created by members through `submitReport` (which copies in what the admin
 * list shows, `reportDigest`), read by staff, closed by staff through the report callables. A
 * report is about a thread or reply, or a member's avatar or banner: then it names the
 * member, which picture, its URL when reported (staff see what was reported even after a change)
 * and the member's names at that time.
 */
export const reportSchema = z.discriminatedUnion('contentType', [
  z.strictObject({
    ...reportFields,
    contentType: z.enum(['thread', 'reply']),
    threadId: docIdSchema,
    replyId: z.nullable(docIdSchema),
    threadTitle: z.string(),
    contentPreview: z.string(),
  }),
  z.strictObject({
    ...reportFields,
    contentType: z.literal('picture'),
    memberId: uidSchema,
    picture: pictureKindSchema,
    pictureUrl: httpUrlSchema,
    memberUsername: z.nullable(z.string()),
    memberDisplayName: z.nullable(z.string()),
  }),
]);
export type Report = z.infer<typeof reportSchema>;

/**
 * `openReportClaims/{reporterId}~...` (functions only, `paths.openReportClaim`): the member's open
 * report about one post or picture, so a repeat answers with it instead of filing again.
 */
export const openReportClaimSchema = z.strictObject({ reportId: docIdSchema });
export type OpenReportClaim = z.infer<typeof openReportClaimSchema>;

/**
 * `userRoles/{uid}`: a readable mirror of the role custom claim, for the admin list, with the
 * member's names and the list's sort and search fields (`userRoleMirrorFields`), which a trigger
 * copies from the profile. A role set before the profile exists has no names yet.
 */
export const userRoleSchema = z.strictObject({
  role: roleSchema,
  updatedAt: timestampSchema,
  username: z.optional(z.string()),
  displayName: z.optional(z.string()),
  avatar: z.optional(z.nullable(avatarUrlsSchema)),
  sortName: z.optional(z.string()),
  searchKeys: z.optional(z.array(z.string())),
  /** A suspension (`suspendMember`); absent when none was ever set or it was lifted. */
  suspension: z.optional(
    z.strictObject({
      until: z.nullable(timestampSchema),
      reason: z.string().check(z.maxLength(SUSPENSION_REASON_MAX_LENGTH)),
      suspendedBy: uidSchema,
      suspendedAt: timestampSchema,
    }),
  ),
});
export type UserRoleDoc = z.infer<typeof userRoleSchema>;

const LOG_TEXT_MAX = 500;

/** `moderationLog/{entryId}`. */
export const moderationLogEntrySchema = z.strictObject({
  actorId: uidSchema,
  /** "@username" (else the display name) of the staff member when they acted. */
  actorName: z.string().check(z.maxLength(LOG_TEXT_MAX)),
  action: z.enum(MODERATION_ACTIONS),
  scope: z.enum(MODERATION_LOG_SCOPES),
  /**
   * The member the action was about: whose role or suspension, whose picture, who wrote the
   * deleted post when it was not anonymous. Null otherwise (a report's status, an anonymous post).
   */
  memberId: z.nullable(uidSchema),
  memberName: z.nullable(z.string().check(z.maxLength(LOG_TEXT_MAX))),
  /** What was acted on, as a person reads it: "@felix", "Reply in: Mahler 9", ... */
  target: z.string().check(z.maxLength(LOG_TEXT_MAX)),
  reportId: z.nullable(docIdSchema),
  /** The reason staff gave (suspensions, lifts); empty when the action takes none. */
  reason: z.string().check(z.maxLength(LOG_TEXT_MAX)),
  /** What changed: "user to moderator", "Status: dismissed", "Until May 12, 2027, ...". */
  detail: z.string().check(z.maxLength(LOG_TEXT_MAX)),
  createdAt: timestampSchema,
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
