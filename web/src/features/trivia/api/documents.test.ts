import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { triviaAnswerSchema, triviaDaySchema, withDates } from '@salon/domain';
import { keysNotRead } from '../../../test/stored-documents';
import { ownAnswerFromData, triviaDayFromData } from './documents';

// The Salon's trivia card reads field by field (no zod on the Salon); these check the readers
// against the domain's schemas, so a field added to a schema fails here until read or named.
describe('the trivia card’s readers read what the schemas store', () => {
  it('a day’s question, tagged or not', () => {
    const day = {
      dayKey: '2026-11-28',
      question: 'Who wrote Rhapsody in Blue?',
      answers: ['Copland', 'Gershwin'],
      composer: 'Gershwin',
      period: 'modern',
      openedAt: Timestamp.fromDate(new Date('2026-11-28T00:00:00Z')),
      previousDayKey: '2026-11-27',
      answeredCount: 5,
      rightCount: 3,
    };
    for (const stored of [day, { ...day, composer: null, period: null, previousDayKey: null }]) {
      const schemaRead = triviaDaySchema.parse(withDates(stored));
      const read = triviaDayFromData(stored);
      const { openedAt: _openedAt, ...shown } = schemaRead;
      expect(read).toEqual(shown);
      expect(keysNotRead(schemaRead, read)).toEqual(['openedAt']);
    }
  });

  it('a member’s own answer', () => {
    const stored = {
      answerIndex: 0,
      correctIndex: 1,
      right: false,
      explanation: 'Gershwin, in 1924.',
      points: 0,
      answeredAt: Timestamp.fromDate(new Date('2026-11-28T09:00:00Z')),
    };
    const schemaRead = triviaAnswerSchema.parse(withDates(stored));
    const read = ownAnswerFromData(stored);
    expect(read).toEqual({ answerIndex: 0, correctIndex: 1, explanation: 'Gershwin, in 1924.' });
    expect(keysNotRead(schemaRead, read)).toEqual(['right', 'points', 'answeredAt']);
  });

  it('read odd values as defaults', () => {
    expect(triviaDayFromData({ answers: 'x', answeredCount: -1 })).toMatchObject({
      answers: [],
      answeredCount: 0,
      composer: null,
    });
  });
});
