import { useEffect, useState } from 'react';
import { isPollOpen } from '@salon/domain';
import type { PollItem } from '../api/types';

/** Timers cannot wait longer than this (about 24.8 days); a later closing is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the poll takes ballots, by this device's clock: the ballot gives way to the results
 * at the closing time without a reload. The server's clock is the one that counts (rules refuse a
 * late ballot); this only keeps the screen honest in between.
 */
export function usePollOpen(poll: PollItem): boolean {
  const [now, setNow] = useState(() => Date.now());
  const closesAt = poll.closesAt?.getTime() ?? null;
  const open = isPollOpen(poll, now);
  useEffect(() => {
    if (!open || closesAt === null) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(closesAt - Date.now(), 0), LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [open, closesAt, now]);
  return open;
}
