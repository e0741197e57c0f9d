// A member's friend, follower and following counts: one document any signed-in member may read,
// kept exact by functions (docs/social.md). A member nobody has counted yet reads as zeros.
import { doc, getDoc, onSnapshot, type Firestore } from 'firebase/firestore';
import { paths, profileStatsOf, type ProfileStats } from '@salon/domain';

const statsRef = (firestore: Firestore, uid: string) => doc(firestore, paths.profileStats(uid));

export async function readProfileStats(firestore: Firestore, uid: string): Promise<ProfileStats> {
  return profileStatsOf((await getDoc(statsRef(firestore, uid))).data());
}

/** Calls back with the counts now and whenever anyone's act changes them; returns the unsubscribe. */
export function subscribeToProfileStats(
  firestore: Firestore,
  uid: string,
  onStats: (stats: ProfileStats) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    statsRef(firestore, uid),
    (snapshot) => onStats(profileStatsOf(snapshot.data())),
    onError,
  );
}
