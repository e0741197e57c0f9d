import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { ModerationLogFilters } from '@salon/domain';
import { readLogPage, type LogPage } from '../api/moderation-log';
import { useFirebaseServices } from '../../../lib/firebase-services';

export type LogState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly page: LogPage; readonly pageIndex: number };

const NO_FILTERS: ModerationLogFilters = { actorId: null, action: null, memberId: null };

/**
 * The Moderation Log tab's pages: newest first, `filters` applied, read by cursor. The cursors of
 * the pages passed are kept, so "Newer" reads the page before again without an offset.
 */
export function useModerationLog(isAdmin: boolean) {
  const { firestore } = useFirebaseServices();
  const [filters, setFilters] = useState<ModerationLogFilters>(NO_FILTERS);
  // starts[i]: the cursor page i starts after (null for the newest page).
  const [starts, setStarts] = useState<(QueryDocumentSnapshot | null)[]>([null]);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: object; state: LogState } | null>(null);
  const pageIndex = starts.length - 1;
  const start = starts[pageIndex] ?? null;
  // What the page on screen was read for: a new filter, page or retry makes a new one.
  const key = useMemo(
    () => ({ filters, start, attempt, isAdmin }),
    [filters, start, attempt, isAdmin],
  );

  useEffect(() => {
    let current = true;
    readLogPage(firestore, { isAdmin: key.isAdmin }, key.filters, key.start).then(
      (page) => {
        if (current) setLoaded({ key, state: { status: 'ready', page, pageIndex } });
      },
      (error: unknown) => {
        console.error('Could not read the moderation log.', error);
        if (current) setLoaded({ key, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [firestore, key, pageIndex]);
  const state: LogState = loaded?.key === key ? loaded.state : { status: 'loading' };

  const older = () => {
    if (state.status === 'ready' && state.page.next) {
      const next = state.page.next;
      setStarts((list) => [...list, next]);
    }
  };
  const newer = useCallback(
    () => setStarts((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    [],
  );
  const applyFilters = useCallback((next: ModerationLogFilters) => {
    setFilters(next);
    setStarts([null]);
  }, []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { state, older, newer, applyFilters, retry };
}
