import { z } from 'zod/mini';
import { docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { badgeIdSchema } from '../badges/schemas.js';
import { REPORT_CONTENT_TYPES } from '../moderation/report-target.js';
import { ACTOR_ID_FIELDS, NOTIFICATION_TYPES } from './types.js';

/**
 * The `data` object: the spec's fields in camelCase, plus what report handling and mentions add.
 */
export const notificationDataSchema = z
  .strictObject({
    isAnonymous: z.optional(z.boolean()),
    requesterId: z.optional(uidSchema),
    accepterId: z.optional(uidSchema),
    followerId: z.optional(uidSchema),
    replierId: z.optional(uidSchema),
    reactorId: z.optional(uidSchema),
    reporterId: z.optional(uidSchema),
    userId: z.optional(uidSchema),
    /** Who mentioned the recipient; absent when they posted anonymously. */
    mentionerId: z.optional(uidSchema),
    threadId: z.optional(docIdSchema),
    replyId: z.optional(docIdSchema),
    /** A mention in a poll's reply: the poll (with `replyId`). */
    pollId: z.optional(docIdSchema),
    reportId: z.optional(docIdSchema),
    contentType: z.optional(z.enum(REPORT_CONTENT_TYPES)),
    /** A picture report's outcome: the member whose picture it was (not an actor). */
    memberId: z.optional(uidSchema),
    action: z.optional(z.enum(['dismissed', 'removed'])),
    /** A schedule's queue running dry: which one. */
    queueKind: z.optional(z.enum(['daily', 'weekly', 'trivia'])),
    /** A badge earned: which one. */
    badgeId: z.optional(badgeIdSchema),
  })
  .check(
    z.refine((data) => !data.isAnonymous || ACTOR_ID_FIELDS.every((field) => !data[field]), {
      message: 'An anonymous notification must not name its actor',
    }),
  );
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** `users/{uid}/notifications/{id}`: written by functions; the owner may only flip `read`. */
export const notificationSchema = z.strictObject({
  userId: uidSchema,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  message: z.string().check(z.minLength(1), z.maxLength(1000)),
  read: z.boolean(),
  data: notificationDataSchema,
  createdAt: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;
