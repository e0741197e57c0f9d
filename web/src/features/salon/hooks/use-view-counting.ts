import { useEffect } from 'react';
import { VIEW_COUNT_DELAY_MS, shouldCountView } from '@salon/domain';
import { recordThreadView } from '../api/salon-api';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** Where a visitor's browser session remembers when it last counted a view of a thread. */
export function sessionViewKey(threadId: string): string {
  return `salon:viewed:${threadId}`;
}

function lastSessionView(threadId: string): Date | null {
  const stored = Number(sessionStorage.getItem(sessionViewKey(threadId)));
  return Number.isFinite(stored) && stored > 0 ? new Date(stored) : null;
}

/**
 * Counts a view of the open thread once per page visit, after 1 s (forum spec §4). Members are
 * deduplicated by the view the function stores; visitors by a timestamp kept for the browser
 * session (as the spec says), so they call at most once per 30 minutes per session, and again by
 * the function, which keeps one view per visitor address.
 */
export function useViewCounting(threadId: string, isMember: boolean, threadLoaded: boolean): void {
  const services = useFirebaseServices();
  useEffect(() => {
    if (!threadLoaded) return;
    const timer = setTimeout(() => {
      const now = new Date();
      if (!isMember && !shouldCountView(lastSessionView(threadId), now)) return;
      recordThreadView(services, threadId).then(
        () => {
          if (!isMember) sessionStorage.setItem(sessionViewKey(threadId), String(now.getTime()));
        },
        (error: unknown) => console.warn('Could not record the view.', error),
      );
    }, VIEW_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [services, threadId, isMember, threadLoaded]);
}
