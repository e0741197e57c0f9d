import { useMemo } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { readPastPolls, type PastPollsPage } from '../api/polls-api';
import type { PollItem } from '../api/types';
import { useFirebaseServices } from '../../../lib/firebase-services';
import {
  usePagedList,
  type CursorPage,
  type PagedListSource,
  type PagedListState,
} from '../../../hooks/use-paged-list';

/**
 * The Salon's closed polls, most recently closed first, a page at a time ("Show more"). Closed
 * polls do not change, so they are read once, not listened to.
 */
export function usePastPolls(): PagedListState<PollItem> {
  const services = useFirebaseServices();
  const source = useMemo<PagedListSource<PollItem, QueryDocumentSnapshot>>(
    () => ({
      name: 'the past polls',
      first: (onPage, onError) => {
        readPastPolls(services, null).then(asPage).then(onPage, onError);
        // A read once: nothing to stop.
        return () => {};
      },
      next: (cursor) => readPastPolls(services, cursor).then(asPage),
    }),
    [services],
  );
  return usePagedList(source);
}

function asPage({ polls, next }: PastPollsPage): CursorPage<PollItem, QueryDocumentSnapshot> {
  return { items: polls, next };
}
