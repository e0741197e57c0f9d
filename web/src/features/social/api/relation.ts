// The relation between the viewer and another member, both directions: the one friendship of the
// pair (whoever asked), whether the viewer follows the member, and whether the member follows the
// viewer. The rules let the viewer read these three documents even before they exist.
import { doc, getDoc, onSnapshot, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import {
  assertOtherMember,
  followDocId,
  friendRelation,
  friendshipDocId,
  paths,
  type FriendRelation,
} from '@salon/domain';

export interface SocialRelation {
  /** The viewer's side of the friendship: none, pending_sent, pending_received or friends. */
  friendship: FriendRelation;
  /** The viewer follows the member (the Follow / Following button). */
  following: boolean;
  /** The member follows the viewer. */
  followedBy: boolean;
}

function friendshipOf(viewerId: string, snapshot: DocumentSnapshot): FriendRelation {
  if (!snapshot.exists()) return friendRelation(viewerId, null);
  const requesterId: unknown = snapshot.get('requesterId');
  const accepted = snapshot.get('status') === 'accepted';
  return friendRelation(viewerId, {
    requesterId: typeof requesterId === 'string' ? requesterId : '',
    status: accepted ? 'accepted' : 'pending',
  });
}

function relationRefs(firestore: Firestore, viewerId: string, memberId: string) {
  return [
    doc(firestore, paths.friendships, friendshipDocId(viewerId, memberId)),
    doc(firestore, paths.follows, followDocId(viewerId, memberId)),
    doc(firestore, paths.follows, followDocId(memberId, viewerId)),
  ] as const;
}

function relationOf(
  viewerId: string,
  [friendship, following, followedBy]: readonly DocumentSnapshot[],
): SocialRelation {
  return {
    friendship: friendship ? friendshipOf(viewerId, friendship) : 'none',
    following: following?.exists() ?? false,
    followedBy: followedBy?.exists() ?? false,
  };
}

/** Three document reads. */
export async function readRelation(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
): Promise<SocialRelation> {
  assertOtherMember(viewerId, memberId);
  const snapshots = await Promise.all(
    relationRefs(firestore, viewerId, memberId).map((ref) => getDoc(ref)),
  );
  return relationOf(viewerId, snapshots);
}

/**
 * Calls back with the relation once all three documents have been read, then on every change by
 * either member (a request, an acceptance, a removal, a follow). Returns the unsubscribe.
 */
export function subscribeToRelation(
  firestore: Firestore,
  viewerId: string,
  memberId: string,
  onRelation: (relation: SocialRelation) => void,
  onError: (error: Error) => void,
): () => void {
  assertOtherMember(viewerId, memberId);
  const latest: (DocumentSnapshot | undefined)[] = [undefined, undefined, undefined];
  const unsubscribes = relationRefs(firestore, viewerId, memberId).map((ref, index) =>
    onSnapshot(
      ref,
      (snapshot) => {
        latest[index] = snapshot;
        if (latest.every((entry) => entry !== undefined)) {
          onRelation(relationOf(viewerId, latest as DocumentSnapshot[]));
        }
      },
      onError,
    ),
  );
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
