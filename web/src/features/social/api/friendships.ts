// Sending, accepting and removing friend requests, written directly as the rules allow: the
// requester creates a pending request, the addressee accepts it (status and updatedAt only),
// either member removes it; each takes one of the member's friendship budget (rate limit). The
// counts and notifications follow from functions.
import { doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { assertOtherMember, friendshipDocId, paths } from '@salon/domain';
import { writeWithBudget } from '../../../lib/write-budget';

/** The pair's one friendship document, whoever asked. */
const friendshipRef = (firestore: Firestore, viewerId: string, memberId: string) =>
  doc(firestore, paths.friendships, friendshipDocId(viewerId, memberId));

export async function sendFriendRequest(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await writeWithBudget(firestore, viewerId, 'friendship', (transaction) => {
    transaction.set(friendshipRef(firestore, viewerId, memberId), {
      requesterId: viewerId,
      addresseeId: memberId,
      status: 'pending',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  });
}

/** Accepts the request `memberId` sent the viewer. */
export async function acceptFriendRequest(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await writeWithBudget(firestore, viewerId, 'friendship', (transaction) => {
    transaction.update(friendshipRef(firestore, viewerId, memberId), {
      status: 'accepted',
      updatedAt: serverTimestamp(),
    });
  });
}

/** Removes the friendship (or a pending request) between the viewer and `memberId`. */
export async function removeFriend(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await writeWithBudget(firestore, viewerId, 'friendship', (transaction) => {
    transaction.delete(friendshipRef(firestore, viewerId, memberId));
  });
}
