import { z } from 'zod';
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
  .refine(isTriviaDayKey, 'A trivia day is written YYYY-MM-DD.');
export const triviaMonthKeySchema = z
  .string()
  .refine(isTriviaMonthKey, 'A trivia month is written YYYY-MM.');

const questionFields = {
  question: z.string().min(1).max(TRIVIA_QUESTION_MAX_LENGTH),
  answers: z
    .array(z.string().min(1).max(TRIVIA_ANSWER_MAX_LENGTH))
    .min(TRIVIA_MIN_ANSWERS)
    .max(TRIVIA_MAX_ANSWERS),
  composer: z.string().min(1).max(TRIVIA_COMPOSER_MAX_LENGTH).nullable(),
  period: z.enum(TRIVIA_PERIODS).nullable(),
};

/**
 * A trivia question as staff wrote it, the `content` of a `pollQueue` item of kind 'trivia':
 * the answers in display order and which one is right. Staff only (the queue's rules).
 */
export const triviaQuestionSchema = z
  .strictObject({
    ...questionFields,
    correctIndex: z.number().int().min(0),
    explanation: z.string().min(1).max(TRIVIA_EXPLANATION_MAX_LENGTH),
  })
  .refine((content) => content.correctIndex < content.answers.length, {
    message: 'The right answer must be one of the answers.',
    path: ['correctIndex'],
  });
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
  previousDayKey: triviaDayKeySchema.nullable(),
  answeredCount: counterSchema,
  rightCount: counterSchema,
});
export type TriviaDay = z.infer<typeof triviaDaySchema>;

/** `trivia/{dayKey}/key/answer`: the right answer and its explanation. Functions only. */
export const triviaKeySchema = z.strictObject({
  correctIndex: z
    .number()
    .int()
    .min(0)
    .max(TRIVIA_MAX_ANSWERS - 1),
  explanation: z.string().min(1).max(TRIVIA_EXPLANATION_MAX_LENGTH),
});

/**
 * `trivia/{dayKey}/answers/{uid}`: a member's one answer, written by answerTrivia only, read by
 * that member alone. It carries the right answer and the explanation, which so reach only
 * members who have answered.
 */
export const triviaAnswerSchema = z.strictObject({
  answerIndex: z
    .number()
    .int()
    .min(0)
    .max(TRIVIA_MAX_ANSWERS - 1),
  correctIndex: z
    .number()
    .int()
    .min(0)
    .max(TRIVIA_MAX_ANSWERS - 1),
  right: z.boolean(),
  explanation: z.string().min(1).max(TRIVIA_EXPLANATION_MAX_LENGTH),
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
  lastRightDay: triviaDayKeySchema.nullable(),
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
  memberId: uidSchema.nullable(),
  /** When the points last grew: of two equal scores, the one reached first ranks first. */
  reachedAt: timestampSchema,
});
export type TriviaScore = z.infer<typeof triviaScoreSchema>;
