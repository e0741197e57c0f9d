// The demo's daily trivia (docs/trivia.md): 30 days of past questions the demo people answered,
// so profiles show streaks and the month's leaderboard has rows (Lili's private one among them);
// today's question open and unanswered by anyone; and the queue of the next ones, the last a
// draft. Written with the admin SDK in the shape openDailyTrivia and answerTrivia write, their
// records computed by the domain's own afterAnswer, so they read exactly as played ones.
import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  addTriviaDays,
  afterAnswer,
  EMPTY_TRIVIA_RECORD,
  paths,
  triviaDayKey,
  triviaMonthKey,
  type TriviaRecord,
} from '@salon/domain';
import { DEMO_TRIVIA_PAST_DAYS, DEMO_TRIVIA_QUESTIONS } from './demo-trivia-questions.js';
import { DEMO_PEOPLE, type DemoUsername } from './demo-people.js';

type Play = 'right' | 'wrong' | null;

/**
 * How each demo person played the past days (0: the oldest, 29: yesterday): Clara has a 12-day
 * streak, Lili (private) 8, Felix 5, Wolfgang 3; Fanny answered yesterday wrong.
 */
const PLAYS: Record<DemoUsername, (day: number) => Play> = {
  clara: (i) => (i >= 18 || i % 4 !== 0 ? 'right' : 'wrong'),
  lili: (i) => (i >= 22 ? 'right' : i === 21 ? 'wrong' : i % 6 === 0 ? null : 'right'),
  felix: (i) => (i >= 25 ? 'right' : i === 24 ? 'wrong' : i % 3 === 0 ? null : 'right'),
  amadeus: (i) => (i >= 27 ? 'right' : i === 26 || i % 2 === 1 ? null : 'right'),
  fanny: (i) => (i === 29 || i % 5 === 0 ? 'wrong' : 'right'),
};

const HOUR_MS = 3_600_000;

export async function seedDemoTrivia(db: Firestore, now: number): Promise<void> {
  const today = triviaDayKey(now);
  const batch = db.batch();
  const records = new Map<DemoUsername, TriviaRecord>();
  /** Per person and month: when their points last grew. */
  const reached = new Map<string, number>();

  for (let i = 0; i <= DEMO_TRIVIA_PAST_DAYS; i += 1) {
    const dayKey = addTriviaDays(today, i - DEMO_TRIVIA_PAST_DAYS);
    const question = DEMO_TRIVIA_QUESTIONS[i]!;
    const openedAt = Date.parse(`${dayKey}T00:00:00Z`);
    const isToday = i === DEMO_TRIVIA_PAST_DAYS;
    let answeredCount = 0;
    let rightCount = 0;
    for (const person of isToday ? [] : DEMO_PEOPLE) {
      const play = PLAYS[person.username](i);
      if (play === null) continue;
      const right = play === 'right';
      const answerIndex = right
        ? question.correctIndex
        : (question.correctIndex + 1) % question.answers.length;
      const { record, points } = afterAnswer(records.get(person.username) ?? EMPTY_TRIVIA_RECORD, {
        dayKey,
        previousDayKey: i === 0 ? null : addTriviaDays(dayKey, -1),
        right,
      });
      records.set(person.username, record);
      const answeredAt = openedAt + (8 + DEMO_PEOPLE.indexOf(person)) * HOUR_MS;
      if (points > 0) reached.set(`${person.username}/${triviaMonthKey(dayKey)}`, answeredAt);
      batch.set(db.doc(paths.triviaAnswer(dayKey, person.uid)), {
        answerIndex,
        correctIndex: question.correctIndex,
        right,
        explanation: question.explanation,
        points,
        answeredAt: Timestamp.fromMillis(answeredAt),
      });
      answeredCount += 1;
      if (right) rightCount += 1;
    }
    batch.set(db.doc(paths.triviaDay(dayKey)), {
      dayKey,
      question: question.question,
      answers: question.answers,
      composer: question.composer,
      period: question.period,
      openedAt: Timestamp.fromMillis(openedAt),
      previousDayKey: i === 0 ? null : addTriviaDays(dayKey, -1),
      answeredCount,
      rightCount,
    });
    batch.set(db.doc(paths.triviaKey(dayKey)), {
      correctIndex: question.correctIndex,
      explanation: question.explanation,
    });
  }

  for (const person of DEMO_PEOPLE) {
    const record = records.get(person.username);
    if (!record) continue;
    const scoreKey = randomUUID();
    batch.set(db.doc(paths.triviaMemberStats(person.uid)), {
      ...record,
      scoreKey,
      updatedAt: Timestamp.fromMillis(now),
    });
    for (const [monthKey, points] of Object.entries(record.monthlyPoints)) {
      const reachedAt =
        reached.get(`${person.username}/${monthKey}`) ?? Date.parse(`${monthKey}-01T00:00:00Z`);
      batch.set(db.doc(paths.triviaScore(monthKey, scoreKey)), {
        points,
        memberId: person.isPrivate ? null : person.uid,
        reachedAt: Timestamp.fromMillis(reachedAt),
      });
    }
  }

  const queued = DEMO_TRIVIA_QUESTIONS.slice(DEMO_TRIVIA_PAST_DAYS + 1);
  queued.forEach((content, position) => {
    batch.set(db.doc(paths.pollQueueItem(`demo-trivia-${position + 1}`)), {
      kind: 'trivia',
      position,
      status: position === queued.length - 1 ? 'draft' : 'queued',
      content,
      createdAt: Timestamp.fromMillis(now - (queued.length - position) * HOUR_MS),
      updatedAt: Timestamp.fromMillis(now - (queued.length - position) * HOUR_MS),
      createdBy: 'demo-admin',
    });
  });
  await batch.commit();
}
