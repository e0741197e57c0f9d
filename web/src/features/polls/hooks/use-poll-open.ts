import { useEffect, useState } from 'react';
import { isPollOpen } from '@salon/domain';
import { useRenderNow } from '../../../lib/page-seed';
import type { PollItem } from '../api/types';

/** Timers cannot wait longer than this (about 24.8 days); a later closing is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the poll takes ballots, and the moment that was judged at: by the render clock (the
 * server's moment while hydrating its page, this device's after), so the ballot gives way to the
 * results at the closing time without a reload. The server's clock is the one that counts (rules
 * refuse a late ballot); this only keeps the screen honest in between.
 */
export function usePollOpen(poll: PollItem): { open: boolean; now: Date } {
  const now = useRenderNow();
  const open = isPollOpen(poll, now.getTime());
  // Re-rendered at the closing time, which reads the clock again.
  const [, setClosedAt] = useState(0);
  const closesAt = poll.closesAt?.getTime() ?? null;
  useEffect(() => {
    if (!open || closesAt === null) return;
    const timer = setTimeout(
      () => setClosedAt(closesAt),
      Math.min(Math.max(closesAt - Date.now(), 0), LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [open, closesAt]);
  return { open, now };
}
