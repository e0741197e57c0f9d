// The notifications of the friends-and-follows feature, for its functions to call once the
// follow or friendship is written (docs/data-model.md, "Notifications"). Each returns true when it
// wrote the notification, false when there was nothing to send: a member acting on themselves,
// or a redelivered event (same `occurrence`, same notification id, nothing written twice).
//
// `occurrence` names this one act, so a redelivered trigger repeats it while a later act (an
// unfollow and a new follow) gets a new one. From a trigger, use the written document's
// incarnation: `incarnationKey(event.data)` (shared/incarnation.ts); from a callable, the id of
// the document it created.
import { sendNotification } from './send-notification.js';

export function notifyFollow(act: {
  followerId: string;
  followingId: string;
  occurrence: string;
}): Promise<boolean> {
  return sendNotification({
    recipientId: act.followingId,
    notificationId: `follow_${act.followerId}_${act.occurrence}`,
    event: { kind: 'follow' },
    actorId: act.followerId,
    data: { followerId: act.followerId, isAnonymous: false },
  });
}

export function notifyFriendRequest(act: {
  requesterId: string;
  addresseeId: string;
  occurrence: string;
}): Promise<boolean> {
  return sendNotification({
    recipientId: act.addresseeId,
    notificationId: `friend_request_${act.requesterId}_${act.occurrence}`,
    event: { kind: 'friend_request' },
    actorId: act.requesterId,
    data: { requesterId: act.requesterId, isAnonymous: false },
  });
}

export function notifyFriendRequestAccepted(act: {
  accepterId: string;
  requesterId: string;
  occurrence: string;
}): Promise<boolean> {
  return sendNotification({
    recipientId: act.requesterId,
    notificationId: `friend_accepted_${act.accepterId}_${act.occurrence}`,
    event: { kind: 'friend_accepted' },
    actorId: act.accepterId,
    data: { accepterId: act.accepterId, isAnonymous: false },
  });
}
