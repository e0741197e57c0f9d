// Tells the addressee of a new friend request, and the requester when it is accepted, once per
// pair of members and kind: a redelivered event, and a removed-then-renewed friendship, find the
// notification already there.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { notifyFriendRequest, notifyFriendRequestAccepted } from '../notifications/social.js';
import { membersOf } from './social-refs.js';

export const notifyFriendship = onDocumentWritten('friendships/{friendshipId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const pair = membersOf(after, ['requesterId', 'addresseeId']);
  if (!after || !pair) return;
  const status: unknown = after.get('status');
  if (!before?.exists && status === 'pending') {
    await notifyFriendRequest(pair);
  } else if (before?.exists && before.get('status') === 'pending' && status === 'accepted') {
    await notifyFriendRequestAccepted({
      accepterId: pair.addresseeId,
      requesterId: pair.requesterId,
    });
  }
});
