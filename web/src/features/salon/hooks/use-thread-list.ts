import { useEffect, useMemo, useState } from 'react';
import { FORUM_TOASTS, applyLiveThread, applyThreadUpdate } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { fetchThreadPage, subscribeToThreadList } from '../api/salon-api';
import type { ThreadListQuery, ThreadWithAuthor } from '../api/types';

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
 * One page of The Salon's threads, kept live (forum spec §4) by the rule of domain's
 * liveThreadList.ts: a new thread is prepended (capped at 10, total + 1), a shown thread whose
 * counts change is updated in place, any other change fetches the page again.
 * A new query shows the loading state; a live refresh keeps the old page on screen until the new
 * one arrives.
 */
export function useThreadList(list: ThreadListQuery): ThreadListState {
  const services = useFirebaseServices();
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
    fetchThreadPage(services, view).then(
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
  }, [services, key, view, refreshes]);

  useEffect(() => {
    /** Applies a live change to the page on screen, if it is still this list's and ready. */
    const applyToShown = (
      change: (shown: { threads: readonly ThreadWithAuthor[]; totalCount: number }) => {
        threads: readonly ThreadWithAuthor[];
        totalCount: number;
      },
    ) =>
      setLoaded((current) => {
        if (current?.key !== key || current.state.status !== 'ready') return current;
        return { key, state: { status: 'ready', ...change(current.state) } };
      });
    return subscribeToThreadList(services, view, {
      onInsert: (thread) => applyToShown((shown) => applyLiveThread(shown, view, thread)),
      onUpdate: (thread) => applyToShown((shown) => applyThreadUpdate(shown, thread)),
      onChange: () => setRefreshes((count) => count + 1),
    });
  }, [services, key, view]);

  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
