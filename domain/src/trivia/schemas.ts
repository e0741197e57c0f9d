import { z } from 'zod/mini';
import { counterSchema, docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { isTriviaDayKey, isTriviaMonthKey } from './days.js';
import {
  TRIVIA_ANSWER_MAX_LENGTH,
  TRIVIA_COMPOSER_MAX_LENGTH,
  TRIVIA_EXPLANATION_MAX_LENGTH,
  TRIVIA_MAX_ANSWERS,
  TRIVIA_MIN_ANSWERS,
  TRIVIA_PERIODS,
  TRIVIA_QUESTION_MAX_LENGTH,
} from './limits.js';

export const triviaDayKeySchema = z
  .string()
  .check(z.refine(isTriviaDayKey, 'A trivia day is written YYYY-MM-DD.'));
export const triviaMonthKeySchema = z
  .string()
  .check(z.refine(isTriviaMonthKey, 'A trivia month is written YYYY-MM.'));

const questionFields = {
  question: z.string().check(z.minLength(1), z.maxLength(TRIVIA_QUESTION_MAX_LENGTH)),
  answers: z
    .array(z.string().check(z.minLength(1), z.maxLength(TRIVIA_ANSWER_MAX_LENGTH)))
    .check(z.minLength(TRIVIA_MIN_ANSWERS), z.maxLength(TRIVIA_MAX_ANSWERS)),
  composer: z.nullable(z.string().check(z.minLength(1), z.maxLength(TRIVIA_COMPOSER_MAX_LENGTH))),
  period: z.nullable(z.enum(TRIVIA_PERIODS)),
};

/**
 * A trivia question as staff wrote it, the `content` of a `pollQueue` item of kind 'trivia':
 * the answers in display order and which one is right. Staff only (the queue's rules).
 */
export const triviaQuestionSchema = z
  .strictObject({
    ...questionFields,
    correctIndex: z.int().check(z.minimum(0)),
    explanation: z.string().check(z.minLength(1), z.maxLength(TRIVIA_EXPLANATION_MAX_LENGTH)),
  })
  .check(
    z.refine((content) => content.correctIndex < content.answers.length, {
      message: 'The right answer must be one of the answers.',
      path: ['correctIndex'],
    }),
  );
export type TriviaQuestion = z.infer<typeof triviaQuestionSchema>;

/**
 * `trivia/{dayKey}`: the day's question as everyone reads it, visitors included, **without**
 * which answer is right (that is in `trivia/{dayKey}/key/answer`, which no client reads).
 * Opened by openDailyTrivia; the counts are answerTrivia's.
 */
export const triviaDaySchema = z.strictObject({
  dayKey: triviaDayKeySchema,
  ...questionFields,
  openedAt: timestampSchema,
  /** The day of the question opened before this one (streaks skip days without a question). */
  previousDayKey: z.nullable(triviaDayKeySchema),
  answeredCount: counterSchema,
  rightCount: counterSchema,
});
export type TriviaDay = z.infer<typeof triviaDaySchema>;

/** `trivia/{dayKey}/key/answer`: the right answer and its explanation. Functions only. */
export const triviaKeySchema = z.strictObject({
  correctIndex: z.int().check(z.minimum(0), z.maximum(TRIVIA_MAX_ANSWERS - 1)),
  explanation: z.string().check(z.minLength(1), z.maxLength(TRIVIA_EXPLANATION_MAX_LENGTH)),
});

/**
 * `trivia/{dayKey}/answers/{uid}`: a member's one answer, written by answerTrivia only, read by
 * that member alone. It carries the right answer and the explanation, which so reach only
 * members who have answered.
 */
export const triviaAnswerSchema = z.strictObject({
  answerIndex: z.int().check(z.minimum(0), z.maximum(TRIVIA_MAX_ANSWERS - 1)),
  correctIndex: z.int().check(z.minimum(0), z.maximum(TRIVIA_MAX_ANSWERS - 1)),
  right: z.boolean(),
  explanation: z.string().check(z.minLength(1), z.maxLength(TRIVIA_EXPLANATION_MAX_LENGTH)),
  points: counterSchema,
  answeredAt: timestampSchema,
});
export type TriviaAnswer = z.infer<typeof triviaAnswerSchema>;

/**
 * `triviaStats/{uid}`: a member's trivia record (stats.ts), kept by answerTrivia. Read as the
 * profile's private sections are: the member, admins, anyone while the profile is public, friends.
 */
export const triviaStatsSchema = z.strictObject({
  streak: counterSchema,
  bestStreak: counterSchema,
  totalRight: counterSchema,
  totalAnswered: counterSchema,
  lastRightDay: z.nullable(triviaDayKeySchema),
  monthlyPoints: z.record(triviaMonthKeySchema, counterSchema),
  /**
   * The id of the member's rows on the monthly leaderboards: random, so a private member's row
   * does not name them by its id.
   */
  scoreKey: docIdSchema,
  updatedAt: timestampSchema,
});
export type TriviaStats = z.infer<typeof triviaStatsSchema>;

/**
 * `triviaMonths/{monthKey}/scores/{scoreKey}`: one leaderboard row, readable by everyone.
 * `memberId` is null while the member's profile is private ("A private member").
 */
export const triviaScoreSchema = z.strictObject({
  points: counterSchema,
  memberId: z.nullable(uidSchema),
  /** When the points last grew: of two equal scores, the one reached first ranks first. */
  reachedAt: timestampSchema,
});
export type TriviaScore = z.infer<typeof triviaScoreSchema>;
