// Following and unfollowing, written directly as the rules allow: only the follower creates or
// deletes their follow. The counts and the notification follow from functions.
import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { assertOtherMember, followDocId, paths } from '@salon/domain';

const followRef = (firestore: Firestore, followerId: string, followingId: string) =>
  doc(firestore, paths.follows, followDocId(followerId, followingId));

export async function followMember(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await setDoc(followRef(firestore, viewerId, memberId), {
    followerId: viewerId,
    followingId: memberId,
    createdAt: serverTimestamp(),
  });
}

export async function unfollowMember(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<void> {
  assertOtherMember(viewerId, memberId);
  await deleteDoc(followRef(firestore, viewerId, memberId));
}
