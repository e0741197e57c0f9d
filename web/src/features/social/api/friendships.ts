// Sending, accepting and removing friend requests, written directly as the rules allow: the
// requester creates a pending request, the addressee accepts it (status and updatedAt only),
// either member removes it. The counts and notifications follow from functions.
import {
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { assertOtherMember, friendshipDocId, paths } from '@salon/domain';

/** The pair's one friendship document, whoever asked. */
const friendshipRef = (firestore: Firestore, viewerId: string, memberId: string) =>
  doc(firestore, paths.friendships, friendshipDocId(viewerId, memberId));

export async function sendFriendRequest(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await setDoc(friendshipRef(firestore, viewerId, memberId), {
    requesterId: viewerId,
    addresseeId: memberId,
    status: 'pending',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** Accepts the request `memberId` sent the viewer. */
export async function acceptFriendRequest(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await updateDoc(friendshipRef(firestore, viewerId, memberId), {
    status: 'accepted',
    updatedAt: serverTimestamp(),
  });
}

/** Removes the friendship (or a pending request) between the viewer and `memberId`. */
export async function removeFriend(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await deleteDoc(friendshipRef(firestore, viewerId, memberId));
}
