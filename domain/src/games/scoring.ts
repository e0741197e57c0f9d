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
