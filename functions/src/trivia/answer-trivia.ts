// A member answers today's trivia question, once. The right answer is in trivia/{day}/key/answer,
// which no client reads; this function compares, stores the member's answer (with the right
// answer and the explanation, which the member may then read), counts it on the day's document,
// and moves the member's record and this month's leaderboard row. One transaction per member:
// a second answer, even sent twice at once, finds the first and is refused; the day's counts are
// increments, so concurrent members never lose one.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  afterAnswer,
  answerTriviaInput,
  EMPTY_TRIVIA_RECORD,
  paths,
  readStoredFields,
  triviaDayKey,
  triviaDaySchema,
  triviaKeySchema,
  triviaStatsSchema,
  triviaMonthKey,
  TRIVIA_TOASTS,
  type TriviaRecord,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { isPrivateCard } from '../shared/profile-privacy.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { refuse } from '../shared/refusal.js';
import {
  triviaAnswerRef,
  triviaDayRef,
  triviaKeyRef,
  triviaScoreRef,
  triviaStatsRef,
} from './trivia-refs.js';

interface Answered {
  right: boolean;
  correctIndex: number;
  explanation: string;
  points: number;
  streak: number;
}

export const answerTrivia = onCall(async (request): Promise<Answered> => {
  const { uid } = await requireMember(request, { withProfile: true });
  const { dayKey, answerIndex } = parseInput(answerTriviaInput, request.data);
  if (dayKey !== triviaDayKey(Date.now())) {
    throw refuse('failed-precondition', TRIVIA_TOASTS.dayClosed);
  }
  // The question and its key never change once open: read outside the transaction, so members
  // answering at once do not contend on the day's document, which they only increment.
  const [day, key] = await Promise.all([triviaDayRef(dayKey).get(), triviaKeyRef(dayKey).get()]);
  if (!day.exists || !key.exists) {
    throw refuse('failed-precondition', TRIVIA_TOASTS.noQuestionToday);
  }
  const { answers = [], previousDayKey = null } = readStoredFields(triviaDaySchema, day.data(), [
    'answers',
    'previousDayKey',
  ]);
  if (answerIndex >= answers.length) {
    throw refuse('invalid-argument', TRIVIA_TOASTS.noSuchAnswer);
  }
  const { correctIndex, explanation } = readStoredFields(triviaKeySchema, key.data(), [
    'correctIndex',
    'explanation',
  ]);
  // A key the schema refuses would be told to the member as the right answer: no answer is taken.
  if (correctIndex === undefined || explanation === undefined) {
    throw refuse('failed-precondition', TRIVIA_TOASTS.noQuestionToday);
  }
  const right = answerIndex === correctIndex;
  const monthKey = triviaMonthKey(dayKey);

  const answer = triviaAnswerRef(dayKey, uid);
  const stats = triviaStatsRef(uid);
  const result = await db.runTransaction(async (transaction) => {
    const [existing, current, profile] = await Promise.all([
      transaction.get(answer),
      transaction.get(stats),
      transaction.get(db.doc(paths.profile(uid))),
    ]);
    if (existing.exists) throw refuse('already-exists', TRIVIA_TOASTS.alreadyAnswered);
    const stored = readStoredFields(triviaStatsSchema, current.data(), [
      ...TRIVIA_RECORD_FIELDS,
      'scoreKey',
    ]);
    const before = recordOf(stored);
    const { record, points } = afterAnswer(before, { dayKey, previousDayKey, right });
    const scoreKey = stored.scoreKey ?? randomUUID();
    const now = FieldValue.serverTimestamp();
    transaction.create(answer, {
      answerIndex,
      correctIndex,
      right,
      explanation,
      points,
      answeredAt: now,
    });
    transaction.update(triviaDayRef(dayKey), {
      answeredCount: FieldValue.increment(1),
      ...(right ? { rightCount: FieldValue.increment(1) } : {}),
    });
    transaction.set(stats, { ...record, scoreKey, updatedAt: now });
    // A row for every member who answered this month; `reachedAt` moves only when points grow.
    const score = triviaScoreRef(monthKey, scoreKey);
    const row = {
      points: record.monthlyPoints[monthKey] ?? 0,
      memberId: isPrivateCard(profile) ? null : uid,
    };
    if (points > 0 || before.monthlyPoints[monthKey] === undefined) {
      transaction.set(score, { ...row, reachedAt: now });
    } else {
      transaction.set(score, row, { merge: true });
    }
    return { points, streak: record.streak };
  });
  return { right, correctIndex, explanation, ...result };
});

const TRIVIA_RECORD_FIELDS = [
  'streak',
  'bestStreak',
  'totalRight',
  'totalAnswered',
  'lastRightDay',
  'monthlyPoints',
] as const satisfies readonly (keyof TriviaRecord)[];

/** The stored record, or the empty one for a first answer (its fields where one is missing). */
function recordOf(stored: Partial<TriviaRecord>): TriviaRecord {
  return { ...EMPTY_TRIVIA_RECORD, ...stored };
}
