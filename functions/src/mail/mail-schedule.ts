// When waiting notices go out: the daily summary at 07:00 UTC, the weekly digest on Mondays at
// 08:00 UTC (one time for everyone: a member's own morning would need a run per time zone).
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const DAILY_SUMMARY_HOUR_UTC = 7;
const WEEKLY_DIGEST_HOUR_UTC = 8;

/** The next daily summary's time after `now`. */
export function nextDailySummary(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = today + DAILY_SUMMARY_HOUR_UTC * HOUR_MS;
  return new Date(at > now.getTime() ? at : at + DAY_MS);
}

/** 00:00 UTC of the Monday that began `now`'s week. */
export function weekStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(today - sinceMonday * DAY_MS);
}

/** The next weekly digest's time after `now`. */
export function nextWeeklyDigest(now: Date): Date {
  const at = weekStart(now).getTime() + WEEKLY_DIGEST_HOUR_UTC * HOUR_MS;
  return new Date(at > now.getTime() ? at : at + 7 * DAY_MS);
}
