// Writes one notification for one member, once: the id is derived from the event, so a
// redelivered trigger finds it and writes nothing. Never for one's own action, never to or from
// a member who deleted their account, and never from a member the recipient blocked (issue 32:
// every kind, mentions included, except staff's report notifications, which no block stops).
// The data is checked against the domain's schema, which also refuses an anonymous notification
// that names its actor. Notification ids become document ids: no "/" (incarnationKey already
// avoids it).
import { FieldValue } from 'firebase-admin/firestore';
import {
  notificationActorName,
  notificationDataSchema,
  notificationText,
  paths,
  type NotificationData,
  type NotificationEvent,
} from '@salon/domain';
import { createOnce } from '../shared/apply-once.js';
import { db } from '../shared/admin.js';
import { hasBlocked } from '../shared/blocks.js';
import { deletedMembersAmong } from '../shared/deleted-members.js';

/** Moderation reaches staff whoever they blocked: a block is not a way out of a report. */
const UNBLOCKABLE_KINDS: ReadonlySet<NotificationEvent['kind']> = new Set([
  'report',
  'report_outcome',
]);

export async function sendNotification(options: {
  recipientId: string;
  notificationId: string;
  event: NotificationEvent;
  /** Who the notification names; null when it names nobody (an anonymous reply). */
  actorId: string | null;
  /**
   * Whose act it is, when that differs from `actorId`: the author of an anonymous reply, whom
   * the notification does not name but whom the recipient may have blocked. Never stored.
   */
  senderId?: string | null;
  data: NotificationData;
}): Promise<boolean> {
  const senderId = options.senderId ?? options.actorId;
  if (senderId === options.recipientId) return false;
  // Nothing to or from a member who deleted their account (shared/deleted-members.ts): an event
  // of theirs handled after the deletion must not name them again.
  const members = [options.recipientId, ...(options.actorId === null ? [] : [options.actorId])];
  if ((await deletedMembersAmong(members)).size > 0) return false;
  // The sender is not told: their act stands, only the notification is not written.
  if (
    senderId !== null &&
    !UNBLOCKABLE_KINDS.has(options.event.kind) &&
    (await hasBlocked(options.recipientId, senderId))
  ) {
    return false;
  }
  const data = notificationDataSchema.parse(options.data);
  const actorName = notificationActorName(data, await usernameOf(options.actorId));
  const text = notificationText(options.event, actorName);
  return createOnce(
    db.doc(`${paths.notifications(options.recipientId)}/${options.notificationId}`),
    {
      userId: options.recipientId,
      ...text,
      read: false,
      data,
      createdAt: FieldValue.serverTimestamp(),
    },
  );
}

async function usernameOf(uid: string | null): Promise<string | null> {
  if (uid === null) return null;
  const username: unknown = (await db.doc(paths.profile(uid)).get()).get('username');
  return typeof username === 'string' ? username : null;
}
