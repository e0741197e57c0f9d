import { useMemo } from 'react';
import type { ActivityTab } from '@salon/domain';
import { useFirebaseServices } from '../../../lib/firebase-services';
import {
  usePagedList,
  type CursorPage,
  type PagedListSource,
  type PagedListState,
} from '../../../hooks/use-paged-list';
import {
  readActivityPage,
  type ActivityCursor,
  type ActivityEntry,
  type ActivityPage,
} from '../api/activity-lists';

/**
 * One tab of the member's own activity: the first page when the tab opens (a tab's panel is
 * rendered only while selected, so opening it again reads afresh), later pages by `loadMore`.
 */
export function useActivityList(uid: string, tab: ActivityTab): PagedListState<ActivityEntry> {
  const { firestore } = useFirebaseServices();
  const source = useMemo<PagedListSource<ActivityEntry, ActivityCursor>>(
    () => ({
      name: `the ${tab} activity`,
      first: (onPage, onError) => {
        readActivityPage(firestore, uid, tab).then((page) => onPage(asPage(page)), onError);
        // A read once: nothing to stop.
        return () => {};
      },
      next: (cursor) => readActivityPage(firestore, uid, tab, cursor).then(asPage),
    }),
    [firestore, uid, tab],
  );
  return usePagedList(source);
}

function asPage({ entries, next }: ActivityPage): CursorPage<ActivityEntry, ActivityCursor> {
  return { items: entries, next };
}
