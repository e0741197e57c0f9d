// Daily trivia's limits, apart from the schemas (schemas.ts) so the admin editor and the Salon's
// card read them without loading the schema library. Invented: the spec gives trivia no limits.

export const TRIVIA_QUESTION_MAX_LENGTH = 300;
export const TRIVIA_ANSWER_MAX_LENGTH = 150;
/** "An explanation of a few sentences": room for about five. */
export const TRIVIA_EXPLANATION_MAX_LENGTH = 800;
export const TRIVIA_COMPOSER_MAX_LENGTH = 60;
export const TRIVIA_MIN_ANSWERS = 2;
export const TRIVIA_MAX_ANSWERS = 6;

/** The periods a question may be tagged with: the composer index's eras, in order. */
export { ERAS as TRIVIA_PERIODS } from '../music/era.js';

/** Points for a right answer, and the streak bonus on top (per day beyond the first, capped). */
export const TRIVIA_RIGHT_POINTS = 10;
export const TRIVIA_STREAK_BONUS_PER_DAY = 2;
export const TRIVIA_STREAK_BONUS_MAX_DAYS = 5;

/** The monthly leaderboard shows this many members (one bounded read). */
export const TRIVIA_LEADERBOARD_SIZE = 50;
