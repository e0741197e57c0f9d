import { z } from 'zod/mini';
import { counterSchema, docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { GAME_IDS, type GameId } from './games.js';
import {
  CHORD_NAMES,
  GAME_LEVELS,
  INTERVAL_NAMES,
  MOST_LEVELS,
  type ChordAnswerId,
  type IntervalId,
} from './levels.js';

export const gameIdSchema = z.enum(GAME_IDS as unknown as [GameId, ...GameId[]], 'No such game.');
const intervalIdSchema = z.enum(
  Object.keys(INTERVAL_NAMES) as [IntervalId, ...IntervalId[]],
  'No such interval.',
);
const chordAnswerSchema = z.enum(
  Object.keys(CHORD_NAMES) as [ChordAnswerId, ...ChordAnswerId[]],
  'No such chord.',
);
const levelSchema = z.int().check(z.minimum(1), z.maximum(MOST_LEVELS));
/** A note as tonal spells it: "Eb4", "F#3". */
const noteNameSchema = z.string().check(z.regex(/^[A-G](#{1,2}|b{1,2})?\d$/));
/** A composer or a work among a theme question's choices. */
const choiceSchema = z.string().check(z.minLength(1), z.maxLength(200));

export const intervalPromptSchema = z.strictObject({
  kind: z.literal('interval'),
  notes: z.tuple([
    z.int().check(z.minimum(0), z.maximum(127)),
    z.int().check(z.minimum(0), z.maximum(127)),
  ]),
  order: z.enum(['ascending', 'descending', 'harmonic']),
  choices: z.array(intervalIdSchema),
});

export const chordPromptSchema = z.strictObject({
  kind: z.literal('chord'),
  key: z.nullable(z.string()),
  chords: z
    .array(z.strictObject({ notes: z.array(noteNameSchema).check(z.minLength(3), z.maxLength(4)) }))
    .check(z.minLength(1)),
  choices: z.array(chordAnswerSchema),
});

/** A theme question as the round keeps it: the bars are served apart (themePromptSchema). */
const themeAskSchema = z.strictObject({
  kind: z.literal('theme'),
  part: z.enum(['composer', 'work']),
  choices: z.array(choiceSchema),
});

export const themePromptSchema = z.extend(themeAskSchema, {
  header: z.string(),
  bars: z.array(z.string()).check(z.minLength(1)),
  totalBars: z.int().check(z.minimum(1)),
});

const roundQuestionSchema = z.union([
  z.strictObject({ prompt: intervalPromptSchema, answer: intervalIdSchema }),
  z.strictObject({ prompt: chordPromptSchema, answer: chordAnswerSchema }),
  z.strictObject({ prompt: themeAskSchema, answer: choiceSchema, themeId: docIdSchema }),
]);

/**
 * `gameRounds/{roundId}`: a scored round, drawn and kept by the functions, which no client reads:
 * its questions' answers stay here until each is answered. `servedAt` is when the current
 * question (`next`) was served, by the function's clock; in Name the work, `barsShownAt` when
 * each bar of the theme being asked was shown, by the same clock (empty in the other games).
 */
export const gameRoundSchema = z.strictObject({
  uid: uidSchema,
  game: gameIdSchema,
  level: levelSchema,
  questions: z.array(roundQuestionSchema),
  /** The question to serve or answer next (questions.length once over). */
  next: counterSchema,
  servedAt: z.nullable(timestampSchema),
  barsShownAt: z.array(timestampSchema),
  points: z.array(counterSchema),
  score: counterSchema,
  startedAt: timestampSchema,
  finishedAt: z.nullable(timestampSchema),
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
  memberId: z.nullable(uidSchema),
  reachedAt: timestampSchema,
});

export const startGameRoundInput = z.strictObject({ game: gameIdSchema, level: levelSchema }).check(
  z.refine(({ game, level }) => level <= GAME_LEVELS[game].length, {
    message: 'No such level.',
    path: ['level'],
  }),
);
export const startGameRoundOutput = z.strictObject({
  roundId: docIdSchema,
  total: z.int().check(z.minimum(1)),
});

export const nextGameQuestionInput = z.strictObject({ roundId: docIdSchema });
/** The question served: what is played and the choices, never the answer. */
export const nextGameQuestionOutput = z.strictObject({
  index: counterSchema,
  prompt: z.discriminatedUnion('kind', [
    intervalPromptSchema,
    chordPromptSchema,
    themePromptSchema,
  ]),
});

/**
 * Name the work: one more bar of the theme question `index`, which must be the one served; it
 * answers as nextGameQuestion does, with the question and its bars shown so far.
 */
export const revealGameBarInput = z.strictObject({ roundId: docIdSchema, index: counterSchema });

export const answerGameQuestionInput = z.strictObject({
  roundId: docIdSchema,
  index: counterSchema,
  /** An interval or chord id, or a theme question's composer or work as offered. */
  answer: choiceSchema,
});
export const answerGameQuestionOutput = z.strictObject({
  right: z.boolean(),
  answer: choiceSchema,
  /** Name the work, once a theme's work is answered: the theme in full, said. */
  credit: z.nullable(z.string()),
  points: counterSchema,
  score: counterSchema,
  finished: z.boolean(),
  /** When the round is over: the member's best round in this game, this one included. */
  best: z.nullable(counterSchema),
  /** When the round is over: whether it beat every earlier round. */
  newBest: z.boolean(),
});
