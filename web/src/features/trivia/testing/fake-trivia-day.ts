// Test doubles for the Salon card's data access (api/trivia-day.ts): a vi.fn() per function whose
// live subscriptions tests can play, the module mock that forwards to it, and a day's question.
import { vi } from 'vitest';
import { forwardToFake, type FakeDataAccess } from '../../../test/fake-data-access';
import type * as TriviaDayModule from '../api/trivia-day';
import type { OwnTriviaAnswer, TriviaDayItem } from '../api/types';

type Listener<T> = ((value: T) => void) | null;

export type FakeTriviaDay = FakeDataAccess<typeof TriviaDayModule> & {
  live: { day: Listener<TriviaDayItem | null>; ownAnswer: Listener<OwnTriviaAnswer | null> };
};

export function fakeTriviaDay(): FakeTriviaDay {
  const live: FakeTriviaDay['live'] = { day: null, ownAnswer: null };
  return {
    live,
    subscribeToTriviaDay: vi.fn((_dayKey, onDay) => {
      live.day = onDay;
      return () => {};
    }),
    subscribeToOwnAnswer: vi.fn((_dayKey, _uid, onAnswer) => {
      live.ownAnswer = onAnswer;
      return () => {};
    }),
    answerTrivia: vi.fn(async () => ({
      right: true,
      correctIndex: 1,
      explanation: 'Vivaldi published them in 1725.',
      points: 10,
      streak: 1,
    })),
  };
}

export function fakeTriviaDayModule(current: () => FakeTriviaDay) {
  return forwardToFake(fakeTriviaDay(), current);
}

export function aTriviaDay(changes: Partial<TriviaDayItem> = {}): TriviaDayItem {
  return {
    dayKey: '2026-11-28',
    question: 'Who wrote The Four Seasons?',
    answers: ['Bach', 'Vivaldi', 'Telemann'],
    composer: 'Vivaldi',
    period: 'baroque',
    previousDayKey: '2026-11-27',
    answeredCount: 4,
    rightCount: 3,
    ...changes,
  };
}
