// Writes one notification for one member, once: the id is derived from the event, so a
// redelivered trigger finds it and writes nothing. Never for one's own action, never to or from
// a member who deleted their account. The data is checked against the domain's schema, which
// also refuses an anonymous notification that names its actor. Notification ids become document
// ids: no "/" (incarnationKey already avoids it).
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
import { deletedMembersAmong } from '../shared/deleted-members.js';

export async function sendNotification(options: {
  recipientId: string;
  notificationId: string;
  event: NotificationEvent;
  actorId: string | null;
  data: NotificationData;
}): Promise<boolean> {
  if (options.actorId === options.recipientId) return false;
  // Nothing to or from a member who deleted their account (shared/deleted-members.ts): an event
  // of theirs handled after the deletion must not name them again.
  const members = [options.recipientId, ...(options.actorId === null ? [] : [options.actorId])];
  if ((await deletedMembersAmong(members)).size > 0) return false;
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
