import { useMemo } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { BadgeId } from '@salon/domain';
import { createAuthorLookup } from '../../../lib/authors';
import { useFirebaseServices } from '../../../lib/firebase-services';
import {
  usePagedList,
  type CursorPage,
  type PagedListSource,
  type PagedListState,
} from '../../../hooks/use-paged-list';
import { readHolders } from '../api/badges-api';
import type { HolderRow, HoldersPage } from '../api/types';

/**
 * A badge's holders, newest first, a page at a time ("Show more"), read once as Past polls are:
 * a page read again would move under the reader as members earn the badge. Each member's card is
 * read once however many pages name them.
 */
export function useBadgeHolders(badgeId: BadgeId): PagedListState<HolderRow> {
  const services = useFirebaseServices();
  const source = useMemo<PagedListSource<HolderRow, QueryDocumentSnapshot>>(() => {
    const fetchAuthor = createAuthorLookup(services.firestore);
    const read = (after: QueryDocumentSnapshot | null) =>
      readHolders(services, badgeId, after, fetchAuthor).then(asPage);
    return {
      name: 'the badge holders',
      first: (onPage, onError) => {
        read(null).then(onPage, onError);
        // A read once: nothing to stop.
        return () => {};
      },
      next: read,
    };
  }, [services, badgeId]);
  return usePagedList(source);
}

function asPage({ holders, next }: HoldersPage): CursorPage<HolderRow, QueryDocumentSnapshot> {
  return { items: holders, next };
}
