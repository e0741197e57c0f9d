import { useCallback, useEffect, useState } from 'react';
import type { BadgeId } from '@salon/domain';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readHolderCount, readHolderCounts } from '../api/badges-api';

export type Counted<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T };

/** Reads `read` once per `key` (what it reads); a failure is logged and shown as 'failed'. */
function useReadOnce<T>(read: () => Promise<T>, key: string, what: string): Counted<T> {
  const [state, setState] = useState<{ key: string; value: Counted<T> } | null>(null);
  useEffect(() => {
    let current = true;
    read().then(
      (value) => current && setState({ key, value: { status: 'ready', value } }),
      (error: unknown) => {
        console.error(`Could not load ${what}.`, error);
        if (current) setState({ key, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [read, key, what]);
  return state?.key === key ? state.value : { status: 'loading' };
}

/** Every badge's holder count, for the catalogue; a badge missing from it has none. */
export function useHolderCounts(): Counted<ReadonlyMap<BadgeId, number>> {
  const services = useFirebaseServices();
  const read = useCallback(() => readHolderCounts(services), [services]);
  return useReadOnce(read, 'all', "the badges' holder counts");
}

/** One badge's holder count, for its page. */
export function useHolderCount(badgeId: BadgeId): Counted<number> {
  const services = useFirebaseServices();
  const read = useCallback(() => readHolderCount(services, badgeId), [services, badgeId]);
  return useReadOnce(read, badgeId, 'the holder count');
}
