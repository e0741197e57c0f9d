// Writes one notification for one member, once: the id is derived from the event, so a redelivered
// trigger finds it and writes nothing. Never for one's own action (named or anonymous), never to or
// from a member who deleted their account, and never from a member the recipient blocked (every
// kind, mentions included, except staff's report notifications, which no block stops). The data is
// checked against the domain's schema, which also refuses an anonymous notification that names its
// actor. Notification ids become document ids: no "/" (incarnationKey already avoids it). Every
// notification goes through here, so a check on who may reach whom belongs here.
import { FieldValue } from 'firebase-admin/firestore';
import {
  notificationActorName,
  notificationDataSchema,
  notificationSchema,
  notificationText,
  paths,
  text as storedText,
  type NotificationData,
  type NotificationEvent,
} from '@salon/domain';
import { createOnce } from '../shared/apply-once.js';
import { db } from '../shared/admin.js';
import { hasBlocked } from '../shared/blocks.js';
import { deletedMembersAmong } from '../shared/deleted-members.js';
import { storedDoc } from '../shared/stored.js';

/** Moderation reaches staff whoever they blocked: a block is not a way out of a report. */
const UNBLOCKABLE_KINDS: ReadonlySet<NotificationEvent['kind']> = new Set([
  'report',
  'report_outcome',
]);

export async function sendNotification(options: {
  recipientId: string;
  notificationId: string;
  event: NotificationEvent;
  /** The member the notification names, or null (anonymous, or nobody). */
  actorId: string | null;
  /**
   * The member who acted anonymously, when the caller knows them: never named nor written, only
   * checked as `actorId` is (not to themselves, not from a deleted account, not from a member
   * the recipient blocked).
   */
  anonymousActorId?: string | null;
  data: NotificationData;
}): Promise<boolean> {
  const actor = options.actorId ?? options.anonymousActorId ?? null;
  if (actor === options.recipientId) return false;
  // Nothing to or from a member who deleted their account (shared/deleted-members.ts): an event
  // of theirs handled after the deletion must not name them again.
  const members = [options.recipientId, ...(actor === null ? [] : [actor])];
  if ((await deletedMembersAmong(members)).size > 0) return false;
  // The actor is not told: their act stands, only the notification is not written.
  if (
    actor !== null &&
    !UNBLOCKABLE_KINDS.has(options.event.kind) &&
    (await hasBlocked(options.recipientId, actor))
  ) {
    return false;
  }
  const data = notificationDataSchema.parse(options.data);
  const actorName = notificationActorName(data, await usernameOf(options.actorId), options.event);
  const text = notificationText(options.event, actorName);
  return createOnce(
    storedDoc(
      notificationSchema,
      `${paths.notifications(options.recipientId)}/${options.notificationId}`,
    ),
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
  // As stored: the card's schema refuses some names a member may still hold.
  return storedText((await db.doc(paths.profile(uid)).get()).data()?.['username']) || null;
}
