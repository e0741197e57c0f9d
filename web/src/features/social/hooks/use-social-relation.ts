import { useEffect, useState } from 'react';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { subscribeToRelation, type SocialRelation } from '../api/relation';

/**
 * The viewer's relation with another member, live: the other member's request, acceptance or
 * removal changes it on an open page. Null while loading (or when it cannot be read).
 */
export function useSocialRelation(viewerId: string, memberId: string): SocialRelation | null {
  const { firestore } = useFirebaseServices();
  const key = `${viewerId}/${memberId}`;
  const [loaded, setLoaded] = useState<{ key: string; relation: SocialRelation } | null>(null);
  useEffect(
    () =>
      subscribeToRelation(
        firestore,
        viewerId,
        memberId,
        (relation) => setLoaded({ key, relation }),
        (error) => console.warn('Could not load the friend and follow state.', error),
      ),
    [firestore, viewerId, memberId, key],
  );
  return loaded?.key === key ? loaded.relation : null;
}
