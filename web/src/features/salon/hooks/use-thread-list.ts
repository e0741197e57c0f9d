import { useEffect, useMemo, useState } from 'react';
import { FORUM_TOASTS, acceptsLiveInsert, applyLiveThreadInsert } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import type { SalonApi, ThreadListQuery, ThreadWithAuthor } from '../api/types';

export type ThreadListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly threads: readonly ThreadWithAuthor[];
      readonly totalCount: number;
    };

interface Loaded {
  readonly key: string;
  readonly state: ThreadListState;
}

/**
 * One page of The Salon's threads, kept live (forum spec §4): a new thread is prepended when the
 * list shows page 1 of recent threads with no search or filter (capped at 10, total + 1); a
 * shown thread whose counts change is updated in place; any other change fetches the page again.
 * A new query shows the loading state; a live refresh keeps the old page on screen until the new
 * one arrives.
 */
export function useThreadList(api: SalonApi, list: ThreadListQuery): ThreadListState {
  const { page, sort, searchQuery, genre, topic, authorId } = list;
  // One object per distinct list, so the effects below run again only when the list changes.
  const view = useMemo<ThreadListQuery>(
    () => ({ page, sort, searchQuery: searchQuery.trim(), genre, topic, authorId }),
    [page, sort, searchQuery, genre, topic, authorId],
  );
  const key = JSON.stringify(view);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [refreshes, setRefreshes] = useState(0);

  useEffect(() => {
    let current = true;
    api.fetchThreadPage(view).then(
      ({ threads, totalCount }) => {
        if (current) setLoaded({ key, state: { status: 'ready', threads, totalCount } });
      },
      (error: unknown) => {
        console.error('Could not load the discussions.', error);
        if (!current) return;
        toast({ ...FORUM_TOASTS.searchFailed, variant: 'destructive' });
        setLoaded({ key, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, view, refreshes]);

  useEffect(() => {
    const takesInserts = acceptsLiveInsert(view);
    return api.subscribeToThreadList(view, {
      onInsert: (thread) => {
        if (!takesInserts) {
          setRefreshes((count) => count + 1);
          return;
        }
        setLoaded((current) => {
          if (current?.key !== key || current.state.status !== 'ready') return current;
          if (current.state.threads.some((shown) => shown.id === thread.id)) return current;
          return {
            key,
            state: { status: 'ready', ...applyLiveThreadInsert(current.state, view, thread) },
          };
        });
      },
      onUpdate: (thread) =>
        setLoaded((current) => {
          if (current?.key !== key || current.state.status !== 'ready') return current;
          const threads = current.state.threads.map((shown) =>
            shown.id === thread.id ? thread : shown,
          );
          return { key, state: { ...current.state, threads } };
        }),
      onChange: () => setRefreshes((count) => count + 1),
    });
  }, [api, key, view]);

  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
