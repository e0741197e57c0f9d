import { useEffect, useRef } from 'react';

/** A tab hidden at least this long refreshes the session when it is shown again. */
export const REFRESH_AFTER_HIDDEN_MS = 5 * 60 * 1000;

/**
 * Calls `refresh` when the tab becomes visible after being hidden for REFRESH_AFTER_HIDDEN_MS
 * or more (spec 1 §4: the session is recovered when the tab becomes visible). Short switches
 * between tabs cost nothing.
 */
export function useRefreshWhenVisible(refresh: () => void, now: () => number = Date.now) {
  const refreshRef = useRef(refresh);
  const nowRef = useRef(now);
  useEffect(() => {
    refreshRef.current = refresh;
    nowRef.current = now;
  });

  useEffect(() => {
    let hiddenSince: number | null =
      document.visibilityState === 'hidden' ? nowRef.current() : null;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenSince = nowRef.current();
        return;
      }
      if (hiddenSince !== null && nowRef.current() - hiddenSince >= REFRESH_AFTER_HIDDEN_MS) {
        refreshRef.current();
      }
      hiddenSince = null;
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);
}
