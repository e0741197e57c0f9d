// Following and unfollowing, written directly as the rules allow: only the follower creates or
// deletes their follow, each taking one of their follow budget (rate limit). The counts and the
// notification follow from functions.
import { doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { assertOtherMember, followDocId, paths } from '@salon/domain';
import { writeWithBudget } from '../../../lib/write-budget';

const followRef = (firestore: Firestore, followerId: string, followingId: string) =>
  doc(firestore, paths.follows, followDocId(followerId, followingId));

export async function followMember(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await writeWithBudget(firestore, viewerId, 'follow', (transaction) => {
    transaction.set(followRef(firestore, viewerId, memberId), {
      followerId: viewerId,
      followingId: memberId,
      createdAt: serverTimestamp(),
    });
  });
}

export async function unfollowMember(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await writeWithBudget(firestore, viewerId, 'follow', (transaction) => {
    transaction.delete(followRef(firestore, viewerId, memberId));
  });
}
