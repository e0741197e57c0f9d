// At 00:00 UTC the first queued trivia question (lowest position; drafts wait) opens as the day's
// trivia and leaves the queue. One transaction reads the day's document, the queue's head and the
// newest earlier question, so a second run the same day (a retry, two schedulers) finds the day
// open and changes nothing. An empty queue leaves the day without trivia.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { readStoredFields, triviaDayKey, triviaQueueItemSchema } from '@salon/domain';
import { db } from '../shared/admin.js';
import { queueItems } from '../poll-queue/queue-refs.js';
import { triviaDayRef, triviaDays, triviaKeyRef } from './trivia-refs.js';

/** Opens the day's question, unless open already; returns what happened, for the log. */
async function openTriviaOn(dayKey: string): Promise<'opened' | 'already open' | 'empty'> {
  const day = triviaDayRef(dayKey);
  return db.runTransaction(async (transaction) => {
    const [current, head, previous] = await Promise.all([
      transaction.get(day),
      transaction.get(
        queueItems()
          .where('kind', '==', 'trivia')
          .where('status', '==', 'queued')
          .orderBy('position')
          .limit(1),
      ),
      transaction.get(triviaDays().where('dayKey', '<', dayKey).orderBy('dayKey', 'desc').limit(1)),
    ]);
    if (current.exists) return 'already open';
    const item = head.docs[0];
    if (!item) return 'empty';
    const question = readStoredFields(triviaQueueItemSchema, item.data(), ['content']).content;
    if (question === undefined) throw new Error(`Queued trivia item ${item.id} has no question`);
    transaction.create(day, {
      dayKey,
      question: question.question,
      answers: question.answers,
      composer: question.composer,
      period: question.period,
      openedAt: FieldValue.serverTimestamp(),
      previousDayKey: previous.docs[0]?.id ?? null,
      answeredCount: 0,
      rightCount: 0,
    });
    transaction.create(triviaKeyRef(dayKey), {
      correctIndex: question.correctIndex,
      explanation: question.explanation,
    });
    transaction.delete(item.ref);
    return 'opened';
  });
}

export const openDailyTrivia = onSchedule(
  { schedule: '0 0 * * *', timeZone: 'UTC' },
  async (event) => {
    const dayKey = triviaDayKey(new Date(event.scheduleTime));
    const outcome = await openTriviaOn(dayKey);
    if (outcome === 'empty') logger.warn(`no trivia question queued for ${dayKey}`);
    else logger.info(`trivia of ${dayKey}: ${outcome}`);
  },
);
