// Tells the addressee of a new friend request, and the requester when it is accepted, once per
// act: the occurrence is the friendship's incarnation, which a redelivered event repeats and
// which a removed-then-renewed friendship does not (rules let a friendship be accepted only once
// in its life, from pending).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { notifyFriendRequest, notifyFriendRequestAccepted } from '../notifications/social.js';
import { incarnationKey } from '../shared/incarnation.js';
import { membersOf } from './social-refs.js';

export const notifyFriendship = onDocumentWritten('friendships/{friendshipId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const pair = membersOf(after, ['requesterId', 'addresseeId']);
  if (!after || !pair) return;
  const status: unknown = after.get('status');
  const occurrence = incarnationKey(after);
  if (!before?.exists && status === 'pending') {
    await notifyFriendRequest({ ...pair, occurrence });
  } else if (before?.exists && before.get('status') === 'pending' && status === 'accepted') {
    await notifyFriendRequestAccepted({
      accepterId: pair.addresseeId,
      requesterId: pair.requesterId,
      occurrence,
    });
  }
});
