import { useEffect, useMemo, useState } from 'react';
import { FORUM_TOASTS, applyLiveThread, applyThreadUpdate } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { seedKeys, useSeed } from '../../../lib/page-seed';
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

/** The list as queried: the search's words trimmed. */
function threadListView(list: ThreadListQuery): ThreadListQuery {
  const { page, sort, searchQuery, genre, topic, authorId } = list;
  return { page, sort, searchQuery: searchQuery.trim(), genre, topic, authorId };
}

/** One string per distinct list: what the hook keeps its page by, and the server seeds it by. */
export function threadListKey(list: ThreadListQuery): string {
  return JSON.stringify(threadListView(list));
}

interface Loaded {
  readonly key: string;
  readonly state: ThreadListState;
}

/**
 * One page of The Salon's threads, kept live (forum spec §4) by the rule of domain's
 * live-thread-list.ts: a new thread is prepended (capped at 10, total + 1), a shown thread whose
 * counts change is updated in place, any other change fetches the page again.
 * A new query shows the loading state; a live refresh keeps the old page on screen until the new
 * one arrives. The page the server rendered starts from what it read (lib/page-seed.ts).
 */
export function useThreadList(list: ThreadListQuery): ThreadListState {
  const services = useFirebaseServices();
  const { page, sort, searchQuery, genre, topic, authorId } = list;
  // One object per distinct list, so the effects below run again only when the list changes.
  const view = useMemo<ThreadListQuery>(
    () => threadListView({ page, sort, searchQuery, genre, topic, authorId }),
    [page, sort, searchQuery, genre, topic, authorId],
  );
  const key = threadListKey(view);
  const seed = useSeed<{ threads: ThreadWithAuthor[]; totalCount: number }>(
    seedKeys.threadList(key),
  );
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    seed ? { key, state: { status: 'ready', ...seed } } : null,
  );
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
