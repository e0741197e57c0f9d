import { useEffect, useMemo, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { BadgeId } from '@salon/domain';
import { createAuthorLookup } from '../../../lib/authors';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readHolders } from '../api/badges-api';
import type { HolderRow } from '../api/types';

export type HoldersState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly holders: readonly HolderRow[];
      /** Loads the next page; absent after the last. */
      readonly loadMore?: () => void;
      readonly loadingMore: boolean;
    };

interface Loaded {
  readonly holders: readonly HolderRow[];
  readonly next: QueryDocumentSnapshot | null;
}

/**
 * A badge's holders, newest first, a page at a time ("Show more"), read once as Past polls are:
 * a page read again would move under the reader as members earn the badge. Each member's card is
 * read once however many pages name them. The page keys this by badge (a new badge, a new hook).
 */
export function useBadgeHolders(badgeId: BadgeId): HoldersState {
  const services = useFirebaseServices();
  const fetchAuthor = useMemo(() => createAuthorLookup(services.firestore), [services]);
  const [loaded, setLoaded] = useState<Loaded | 'failed' | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const failed = (error: unknown) => {
    console.error('Could not load the badge holders.', error);
    setLoaded('failed');
  };

  useEffect(() => {
    let current = true;
    readHolders(services, badgeId, null, fetchAuthor).then(
      (page) => {
        if (current) setLoaded(page);
      },
      (error: unknown) => {
        if (current) failed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [services, badgeId, fetchAuthor]);

  if (loaded === 'failed') return { status: 'failed' };
  if (loaded === null) return { status: 'loading' };
  const { holders, next } = loaded;
  return {
    status: 'ready',
    holders,
    loadingMore,
    loadMore: next
      ? () => {
          setLoadingMore(true);
          readHolders(services, badgeId, next, fetchAuthor)
            .then(
              (page) => setLoaded({ holders: [...holders, ...page.holders], next: page.next }),
              failed,
            )
            .finally(() => setLoadingMore(false));
        }
      : undefined,
  };
}
