const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_HOURS = 24;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * The spec's "x ago" wording for `date` seen at `now` (passed in, so callers and tests decide the
 * clock). Each unit is rounded to the nearest whole one and moves to the next unit once it would
 * reach it: under half a minute (or a date in the future, from clock skew) reads "less than a
 * minute ago"; then minutes up to 59, hours up to 23, days up to 29, months up to 11, then years.
 */
export function formatTimeAgo(date: Date, now: Date): string {
  const minutes = Math.round((now.getTime() - date.getTime()) / MINUTE_MS);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < HOUR_MINUTES) return ago(minutes, 'minute');
  const hours = Math.round(minutes / HOUR_MINUTES);
  if (hours < DAY_HOURS) return ago(hours, 'hour');
  const days = Math.round(hours / DAY_HOURS);
  if (days < MONTH_DAYS) return ago(days, 'day');
  const months = Math.round(days / MONTH_DAYS);
  if (months < 12) return ago(months, 'month');
  return ago(Math.max(1, Math.round(days / YEAR_DAYS)), 'year');
}
