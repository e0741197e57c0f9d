// The notification types and limits as plain values: the web app's bell reads them without
// loading zod, which the schemas beside them need.
export const NOTIFICATION_TYPES = [
  'friend_request',
  'follow',
  'reply',
  'reaction',
  'report',
  'mention',
  /** Staff: a schedule's queue is about to run dry. */
  'schedule',
  /** The member earned a badge. */
  'badge',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** The bell lists the 50 newest. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** Fields of `data` that name the member who acted; absent when that member posted anonymously. */
export const ACTOR_ID_FIELDS = [
  'requesterId',
  'accepterId',
  'followerId',
  'replierId',
  'reactorId',
  'reporterId',
  'userId',
  'mentionerId',
] as const;
