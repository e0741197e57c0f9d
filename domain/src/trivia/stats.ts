// A member's trivia record: the streak (questions in a row answered right), the best streak, the
// totals and the points per month. answerTrivia computes the next record with `afterAnswer` in
// the transaction that stores the answer; the profile shows `shownStreak`.
import {
  TRIVIA_RIGHT_POINTS,
  TRIVIA_STREAK_BONUS_MAX_DAYS,
  TRIVIA_STREAK_BONUS_PER_DAY,
} from './limits.js';
import { triviaMonthKey } from './days.js';

export interface TriviaRecord {
  readonly streak: number;
  readonly bestStreak: number;
  readonly totalRight: number;
  readonly totalAnswered: number;
  /** The day key of the last question answered right, or null. */
  readonly lastRightDay: string | null;
  /** Points per month key (`YYYY-MM`). */
  readonly monthlyPoints: Readonly<Record<string, number>>;
}

export const EMPTY_TRIVIA_RECORD: TriviaRecord = Object.freeze({
  streak: 0,
  bestStreak: 0,
  totalRight: 0,
  totalAnswered: 0,
  lastRightDay: null,
  monthlyPoints: Object.freeze({}),
});

/** The question answered: its day, the day of the question opened before it, and the verdict. */
export interface TriviaAnswerEvent {
  readonly dayKey: string;
  /**
   * The day of the question opened before this one (null for the first ever). A day the queue was
   * empty has no question, so it neither breaks nor extends a streak: the streak continues when
   * the last right answer was to this previous question, whatever the days between.
   */
  readonly previousDayKey: string | null;
  readonly right: boolean;
}

/** Points for an answer: 10 when right, plus 2 a day of streak beyond the first (at most +10). */
export function triviaPoints(right: boolean, streakAfter: number): number {
  if (!right) return 0;
  const bonusDays = Math.min(Math.max(streakAfter - 1, 0), TRIVIA_STREAK_BONUS_MAX_DAYS);
  return TRIVIA_RIGHT_POINTS + bonusDays * TRIVIA_STREAK_BONUS_PER_DAY;
}

/** The record after one answer, and the points it earned. A wrong answer ends the streak. */
export function afterAnswer(
  record: TriviaRecord,
  answer: TriviaAnswerEvent,
): { record: TriviaRecord; points: number } {
  const continues = answer.previousDayKey !== null && record.lastRightDay === answer.previousDayKey;
  const streak = answer.right ? (continues ? record.streak + 1 : 1) : 0;
  const points = triviaPoints(answer.right, streak);
  const month = triviaMonthKey(answer.dayKey);
  return {
    points,
    record: {
      streak,
      bestStreak: Math.max(record.bestStreak, streak),
      totalRight: record.totalRight + (answer.right ? 1 : 0),
      totalAnswered: record.totalAnswered + 1,
      lastRightDay: answer.right ? answer.dayKey : record.lastRightDay,
      monthlyPoints: {
        ...record.monthlyPoints,
        [month]: (record.monthlyPoints[month] ?? 0) + points,
      },
    },
  };
}

/**
 * The streak as it stands now, given the newest question opened (its day and its predecessor's):
 * alive while the last right answer was to that question or to the one before it (not answered
 * yet today); otherwise a question was missed or answered wrong since, and it reads 0.
 */
export function shownStreak(
  record: Pick<TriviaRecord, 'streak' | 'lastRightDay'>,
  newest: { readonly dayKey: string; readonly previousDayKey: string | null } | null,
): number {
  if (record.lastRightDay === null || record.streak === 0) return 0;
  if (newest === null) return record.streak;
  return record.lastRightDay === newest.dayKey || record.lastRightDay === newest.previousDayKey
    ? record.streak
    : 0;
}
