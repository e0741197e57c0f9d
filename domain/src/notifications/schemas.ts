import { z } from 'zod';
import { docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { badgeIdSchema } from '../badges/schemas.js';
import { REPORT_CONTENT_TYPES } from '../moderation/report-target.js';
import { ACTOR_ID_FIELDS, NOTIFICATION_TYPES } from './types.js';

/**
 * The `data` object: the spec's fields in camelCase, plus what report handling and mentions add.
 */
export const notificationDataSchema = z
  .strictObject({
    isAnonymous: z.boolean().optional(),
    requesterId: uidSchema.optional(),
    accepterId: uidSchema.optional(),
    followerId: uidSchema.optional(),
    replierId: uidSchema.optional(),
    reactorId: uidSchema.optional(),
    reporterId: uidSchema.optional(),
    userId: uidSchema.optional(),
    /** Who mentioned the recipient; absent when they posted anonymously. */
    mentionerId: uidSchema.optional(),
    threadId: docIdSchema.optional(),
    replyId: docIdSchema.optional(),
    /** A mention in a poll's reply: the poll (with `replyId`). */
    pollId: docIdSchema.optional(),
    reportId: docIdSchema.optional(),
    contentType: z.enum(REPORT_CONTENT_TYPES).optional(),
    /** A picture report's outcome: the member whose picture it was (not an actor). */
    memberId: uidSchema.optional(),
    action: z.enum(['dismissed', 'removed']).optional(),
    /** A schedule's queue running dry: which one. */
    queueKind: z.enum(['daily', 'weekly', 'trivia']).optional(),
    /** A badge earned: which one. */
    badgeId: badgeIdSchema.optional(),
  })
  .refine((data) => !data.isAnonymous || ACTOR_ID_FIELDS.every((field) => !data[field]), {
    message: 'An anonymous notification must not name its actor',
  });
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** `users/{uid}/notifications/{id}`: written by functions; the owner may only flip `read`. */
export const notificationSchema = z.strictObject({
  userId: uidSchema,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().min(1).max(200),
  message: z.string().min(1).max(1000),
  read: z.boolean(),
  data: notificationDataSchema,
  createdAt: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;
