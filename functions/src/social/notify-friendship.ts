// Tells the addressee of a new friend request, and the requester when it is accepted, once per
// pair of members and kind: a redelivered event, and a removed-then-renewed friendship, find the
// notification already there.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { friendshipSchema, readStoredFields } from '@salon/domain';
import { notifyFriendRequest, notifyFriendRequestAccepted } from '../notifications/social.js';
import { membersOf } from './social-refs.js';

const statusOf = (snapshot: DocumentSnapshot | undefined) =>
  readStoredFields(friendshipSchema, snapshot?.data(), ['status']).status;

export const notifyFriendship = onDocumentWritten('friendships/{friendshipId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const pair = membersOf(after, ['requesterId', 'addresseeId']);
  if (!after || !pair) return;
  const status = statusOf(after);
  if (!before?.exists && status === 'pending') {
    await notifyFriendRequest(pair);
  } else if (before?.exists && statusOf(before) === 'pending' && status === 'accepted') {
    await notifyFriendRequestAccepted({
      accepterId: pair.addresseeId,
      requesterId: pair.requesterId,
    });
  }
});
