import { useEffect, useState } from 'react';
import type { ProfileStats } from '@salon/domain';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { subscribeToProfileStats } from '../api/counts';

/** A member's friend, follower and following counts, live (null while loading or unreadable). */
export function useProfileStats(uid: string): ProfileStats | null {
  const { firestore } = useFirebaseServices();
  const [loaded, setLoaded] = useState<{ uid: string; stats: ProfileStats } | null>(null);
  useEffect(
    () =>
      subscribeToProfileStats(
        firestore,
        uid,
        (stats) => setLoaded({ uid, stats }),
        (error) => console.warn('Could not load the connection counts.', error),
      ),
    [firestore, uid],
  );
  return loaded?.uid === uid ? loaded.stats : null;
}
