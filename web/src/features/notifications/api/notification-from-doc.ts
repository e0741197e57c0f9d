// A notification document as the bell's item. Lenient like the Salon's readers: one odd document
// shows with defaults instead of emptying the whole list.
import type { DocumentData } from 'firebase/firestore';
import {
  mapFields,
  NOTIFICATION_TYPES,
  notificationActorId,
  type NotificationType,
  text,
  toDate,
} from '@salon/domain';
import type { NotificationItem } from './types';

function notificationType(value: unknown): NotificationType | null {
  return NOTIFICATION_TYPES.find((type) => type === value) ?? null;
}

/** Null for a document whose type the bell does not know (it could not say where it leads). */
export function notificationFromDoc(id: string, data: DocumentData): NotificationItem | null {
  const type = notificationType(data['type']);
  if (type === null) return null;
  const fields = mapFields(data['data']) ?? {};
  return {
    id,
    type,
    title: text(data['title']),
    message: text(data['message']),
    read: data['read'] === true,
    data: fields,
    actorId: notificationActorId(fields),
    // Read with estimated server timestamps, so only an odd document lacks a time: "now".
    createdAt: toDate(data['createdAt']) ?? new Date(),
  };
}
