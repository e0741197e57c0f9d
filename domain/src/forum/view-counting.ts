/** A view is counted once per member (or browser session) per thread per 30 minutes. */
export const VIEW_DEDUPE_WINDOW_MS = 30 * 60 * 1000;
/** The page waits this long before recording a view. */
export const VIEW_COUNT_DELAY_MS = 1000;

/**
 * True when a view at `now` should count: no earlier view, or the last one is 30 minutes old or
 * more ("no view in the last 30 minutes").
 */
export function shouldCountView(lastViewedAt: Date | null, now: Date): boolean {
  return lastViewedAt === null || now.getTime() - lastViewedAt.getTime() >= VIEW_DEDUPE_WINDOW_MS;
}
