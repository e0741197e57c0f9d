// Trivia is by UTC day: one question opens at 00:00 UTC (openDailyTrivia) and is answerable
// until the next midnight, whatever the member's time zone, so every member has the same day.

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The UTC day of an instant, `YYYY-MM-DD`: the id of that day's `trivia/{dayKey}`. */
export function triviaDayKey(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** True for a real calendar day written as `triviaDayKey` writes it. */
export function isTriviaDayKey(value: string): boolean {
  const match = DAY_KEY.exec(value);
  if (!match) return false;
  return triviaDayKey(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) === value;
}

/** The UTC month of a day key or an instant, `YYYY-MM`: the monthly leaderboard's id. */
export function triviaMonthKey(day: string | Date | number): string {
  return (typeof day === 'string' ? day : triviaDayKey(day)).slice(0, 7);
}

/** True for a month written as `triviaMonthKey` writes it. */
export function isTriviaMonthKey(value: string): boolean {
  const match = MONTH_KEY.exec(value);
  return match !== null && +match[2]! >= 1 && +match[2]! <= 12;
}

/** The day `days` after (or before, when negative) a day key. */
export function addTriviaDays(dayKey: string, days: number): string {
  return triviaDayKey(Date.parse(`${dayKey}T00:00:00Z`) + days * DAY_MS);
}

/** "June 2025" for a month key, in English as the site is. */
export function triviaMonthLabel(monthKey: string): string {
  return new Date(`${monthKey}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
