import { z } from 'zod/mini';
import { docIdSchema } from '../schema/primitives.js';
import { TRIVIA_MAX_ANSWERS } from './limits.js';
import { triviaDayKeySchema } from './schemas.js';

/*
 * Staff write trivia questions into the shared queue (`pollQueue`, kind 'trivia'); members answer
 * through answerTrivia. The queue's generic callables (delete, move) are in poll-queue/.
 */

/**
 * Create (itemId null) or edit a trivia question of the queue. The fields are the editor's draft
 * as typed (six answer rows, blanks allowed; validateTriviaDraft speaks first), `status` 'draft'
 * keeps it out of the schedule.
 */
export const saveTriviaQuestionInput = z.strictObject({
  itemId: z.nullable(docIdSchema),
  status: z.enum(['draft', 'queued']),
  question: z.string(),
  answers: z.array(z.string()).check(z.maxLength(TRIVIA_MAX_ANSWERS)),
  correctIndex: z.nullable(z.int().check(z.minimum(0), z.maximum(TRIVIA_MAX_ANSWERS - 1))),
  explanation: z.string(),
  composer: z.string(),
  period: z.string(),
});
export const saveTriviaQuestionOutput = z.strictObject({ itemId: docIdSchema });

/** A member answers today's question, once. */
export const answerTriviaInput = z.strictObject({
  dayKey: triviaDayKeySchema,
  answerIndex: z.int().check(z.minimum(0), z.maximum(TRIVIA_MAX_ANSWERS - 1)),
});
export const answerTriviaOutput = z.strictObject({
  right: z.boolean(),
  correctIndex: z.int().check(z.minimum(0)),
  explanation: z.string(),
  points: z.int().check(z.minimum(0)),
  streak: z.int().check(z.minimum(0)),
});
