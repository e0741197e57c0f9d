const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_HOURS = 24;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/**
 * A span of time as one rounded unit: each unit is rounded to the nearest whole one and moves to
 * the next unit once it would reach it: minutes up to 59, hours up to 23, days up to 29, months
 * up to 11, then years. Null under half a minute.
 */
function roundedSpan(ms: number): string | null {
  const minutes = Math.round(ms / MINUTE_MS);
  if (minutes < 1) return null;
  if (minutes < HOUR_MINUTES) return units(minutes, 'minute');
  const hours = Math.round(minutes / HOUR_MINUTES);
  if (hours < DAY_HOURS) return units(hours, 'hour');
  const days = Math.round(hours / DAY_HOURS);
  if (days < MONTH_DAYS) return units(days, 'day');
  const months = Math.round(days / MONTH_DAYS);
  if (months < 12) return units(months, 'month');
  return units(Math.max(1, Math.round(days / YEAR_DAYS)), 'year');
}

function units(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * The spec's "x ago" wording for `date` seen at `now` (passed in, so callers and tests decide the
 * clock), rounded as `roundedSpan` says: under half a minute (or a date in the future, from clock
 * skew) reads "less than a minute ago".
 */
export function formatTimeAgo(date: Date, now: Date): string {
  const span = roundedSpan(now.getTime() - date.getTime());
  return span === null ? 'less than a minute ago' : `${span} ago`;
}

/** "in x" for a `date` ahead of `now`, rounded the same way: "in less than a minute" at the end. */
export function formatTimeUntil(date: Date, now: Date): string {
  const span = roundedSpan(date.getTime() - now.getTime());
  return span === null ? 'in less than a minute' : `in ${span}`;
}
