import { useEffect, useState } from 'react';
import type { ActivityTab } from '@salon/domain';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readActivityPage, type ActivityEntry, type ActivityPage } from '../api/activity-lists';

export type ActivityListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly entries: readonly ActivityEntry[];
      readonly hasMore: boolean;
      readonly loadMore: () => void;
      readonly loadingMore: boolean;
    };

/**
 * One tab of the member's own activity: the first page when the tab opens (a tab's panel is
 * rendered only while selected, so opening it again reads afresh), later pages by `loadMore`.
 */
export function useActivityList(uid: string, tab: ActivityTab): ActivityListState {
  const { firestore } = useFirebaseServices();
  const key = `${uid}/${tab}`;
  const [pages, setPages] = useState<{ key: string; pages: ActivityPage[] } | 'failed' | null>(
    null,
  );
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    readActivityPage(firestore, uid, tab).then(
      (page) => {
        if (current) setPages({ key, pages: [page] });
      },
      (error: unknown) => {
        console.warn(`Could not load the ${tab} activity.`, error);
        if (current) setPages('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [firestore, uid, tab, key]);

  if (pages === 'failed') return { status: 'failed' };
  if (pages === null || pages.key !== key) return { status: 'loading' };
  const shown = pages.pages;
  const next = shown.at(-1)?.next ?? null;

  function loadMore() {
    if (next === null || loadingMore) return;
    setLoadingMore(true);
    readActivityPage(firestore, uid, tab, next)
      .then(
        (page) => setPages({ key, pages: [...shown, page] }),
        (error: unknown) => console.warn(`Could not load more of the ${tab} activity.`, error),
      )
      .finally(() => setLoadingMore(false));
  }

  return {
    status: 'ready',
    entries: shown.flatMap((page) => page.entries),
    hasMore: next !== null,
    loadMore,
    loadingMore,
  };
}
