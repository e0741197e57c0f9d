import { z } from 'zod';
import { counterSchema, docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { GAME_IDS, type GameId } from './games.js';
import { INTERVAL_LEVELS, INTERVAL_NAMES, type IntervalId } from './intervals.js';

export const gameIdSchema = z.enum(GAME_IDS as unknown as [GameId, ...GameId[]], 'No such game.');
const intervalIdSchema = z.enum(
  Object.keys(INTERVAL_NAMES) as [IntervalId, ...IntervalId[]],
  'No such interval.',
);
const levelSchema = z.number().int().min(1).max(INTERVAL_LEVELS.length);

export const intervalPromptSchema = z.strictObject({
  kind: z.literal('interval'),
  notes: z.tuple([z.number().int().min(0).max(127), z.number().int().min(0).max(127)]),
  order: z.enum(['ascending', 'descending', 'harmonic']),
  choices: z.array(intervalIdSchema),
});

/**
 * `gameRounds/{roundId}`: a scored round, drawn and kept by the functions, which no client reads:
 * its questions' answers stay here until each is answered. `servedAt` is when the current
 * question (`next`) was served, by the function's clock.
 */
export const gameRoundSchema = z.strictObject({
  uid: uidSchema,
  game: gameIdSchema,
  level: levelSchema,
  questions: z.array(z.strictObject({ prompt: intervalPromptSchema, answer: intervalIdSchema })),
  /** The question to serve or answer next (questions.length once over). */
  next: counterSchema,
  servedAt: timestampSchema.nullable(),
  points: z.array(counterSchema),
  score: counterSchema,
  startedAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
});

/**
 * `gameStats/{uid}`: a member's record per game (best round, highest level played, rounds), read
 * as the profile's sections are; `scoreKey` names their weekly leaderboard rows.
 */
export const gameStatsSchema = z.strictObject({
  games: z.partialRecord(
    gameIdSchema,
    z.strictObject({ best: counterSchema, level: levelSchema, rounds: counterSchema }),
  ),
  scoreKey: docIdSchema,
  /** The weekly leaderboards the member has rows on (`{weekKey}_{game}`), to hide them. */
  weeks: z.array(z.string()),
  updatedAt: timestampSchema,
});

/**
 * `gameWeeks/{weekKey}_{game}/scores/{scoreKey}`: a member's best round of the week in a game,
 * public; `memberId` null while the profile is private ("A private member").
 */
export const gameScoreSchema = z.strictObject({
  points: counterSchema,
  memberId: uidSchema.nullable(),
  reachedAt: timestampSchema,
});

export const startGameRoundInput = z.strictObject({ game: gameIdSchema, level: levelSchema });
export const startGameRoundOutput = z.strictObject({
  roundId: docIdSchema,
  total: z.number().int().min(1),
});

export const nextGameQuestionInput = z.strictObject({ roundId: docIdSchema });
export const nextGameQuestionOutput = z.strictObject({
  index: counterSchema,
  prompt: intervalPromptSchema,
});

export const answerGameQuestionInput = z.strictObject({
  roundId: docIdSchema,
  index: counterSchema,
  answer: intervalIdSchema,
});
export const answerGameQuestionOutput = z.strictObject({
  right: z.boolean(),
  answer: intervalIdSchema,
  points: counterSchema,
  score: counterSchema,
  finished: z.boolean(),
  /** When the round is over: the member's best round in this game, this one included. */
  best: counterSchema.nullable(),
  /** When the round is over: whether it beat every earlier round. */
  newBest: z.boolean(),
});
