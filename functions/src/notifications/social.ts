// The notifications of the friends-and-follows feature, for its functions to call once the
// follow or friendship is written (docs/data-model.md, "Notifications"). Each returns true when it
// wrote the notification, false when there was nothing to send: a member acting on themselves,
// or one the recipient already has.
//
// One notification per actor, recipient and kind: its id is made of those alone, so a
// redelivered trigger and an unfollow-and-follow-again (or a removed and renewed friendship)
// find it and write nothing, and toggling cannot flood a member's list (docs/security.md).
import { sendNotification } from './send-notification.js';

export function notifyFollow(act: { followerId: string; followingId: string }): Promise<boolean> {
  return sendNotification({
    recipientId: act.followingId,
    notificationId: `follow_${act.followerId}`,
    event: { kind: 'follow' },
    actorId: act.followerId,
    data: { followerId: act.followerId, isAnonymous: false },
  });
}

export function notifyFriendRequest(act: {
  requesterId: string;
  addresseeId: string;
}): Promise<boolean> {
  return sendNotification({
    recipientId: act.addresseeId,
    notificationId: `friend_request_${act.requesterId}`,
    event: { kind: 'friend_request' },
    actorId: act.requesterId,
    data: { requesterId: act.requesterId, isAnonymous: false },
  });
}

export function notifyFriendRequestAccepted(act: {
  accepterId: string;
  requesterId: string;
}): Promise<boolean> {
  return sendNotification({
    recipientId: act.requesterId,
    notificationId: `friend_accepted_${act.accepterId}`,
    event: { kind: 'friend_accepted' },
    actorId: act.accepterId,
    data: { accepterId: act.accepterId, isAnonymous: false },
  });
}
