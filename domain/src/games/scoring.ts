// How a game's answers are scored (docs/games.md): a right answer earns more the sooner it comes,
// timed by the function's clock from the moment it served the question, and more at a higher level.

/** Questions in a round. */
export const GAME_ROUND_LENGTH = 10;

const BASE_POINTS = 50;
const SPEED_POINTS = 50;
/** Answered within this long, the whole speed bonus; it falls to nothing over the next 10 s. */
const QUICK_MS = 2_000;
const SLOW_MS = 12_000;

export function answerPoints(answer: {
  readonly right: boolean;
  readonly elapsedMs: number;
  readonly level: number;
}): number {
  if (!answer.right) return 0;
  const late = Math.min(Math.max(answer.elapsedMs - QUICK_MS, 0), SLOW_MS - QUICK_MS);
  const speed = SPEED_POINTS * (1 - late / (SLOW_MS - QUICK_MS));
  return Math.round((BASE_POINTS + speed) * (1 + (answer.level - 1) * 0.25));
}

/** The week a round counts in, named by its Monday (UTC), "2026-11-23". */
export function gameWeekKey(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const monday = new Date(day - ((at.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/** How many rows a week's leaderboard shows. */
export const GAME_LEADERBOARD_SIZE = 20;

const THEME_FIRST_BAR_POINTS = 100;
const THEME_EVERY_BAR_POINTS = 20;

/**
 * A "Name the work" answer: nothing when wrong; 100 when named from the first bar alone, falling
 * evenly to 20 with every bar shown, times 1.25 per level above the first. Bars, not seconds:
 * how long a player listens to what they were shown is theirs.
 */
export function themeAnswerPoints(answer: {
  readonly right: boolean;
  readonly shown: number;
  readonly totalBars: number;
  readonly level: number;
}): number {
  if (!answer.right) return 0;
  const hidden =
    answer.totalBars <= 1 ? 1 : (answer.totalBars - answer.shown) / (answer.totalBars - 1);
  const points =
    THEME_EVERY_BAR_POINTS +
    (THEME_FIRST_BAR_POINTS - THEME_EVERY_BAR_POINTS) * Math.min(Math.max(hidden, 0), 1);
  return Math.round(points * (1 + (answer.level - 1) * 0.25));
}
