import { useCallback } from 'react';
import type { BadgeId } from '@salon/domain';
import { useReadOnce, type ReadOnce } from '../../../hooks/use-read-once';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readHolderCount, readHolderCounts } from '../api/badges-api';

/** Every badge's holder count, for the catalogue; a badge missing from it has none. */
export function useHolderCounts(): ReadOnce<ReadonlyMap<BadgeId, number>> {
  const services = useFirebaseServices();
  const read = useCallback(() => readHolderCounts(services), [services]);
  return useReadOnce(read, 'all', "the badges' holder counts");
}

/** One badge's holder count, for its page. */
export function useHolderCount(badgeId: BadgeId): ReadOnce<number> {
  const services = useFirebaseServices();
  const read = useCallback(() => readHolderCount(services, badgeId), [services, badgeId]);
  return useReadOnce(read, badgeId, 'the holder count');
}
