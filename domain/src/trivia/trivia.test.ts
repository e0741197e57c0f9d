import { describe, expect, it } from 'vitest';
import {
  addTriviaDays,
  afterAnswer,
  answerTriviaInput,
  EMPTY_TRIVIA_RECORD,
  isTriviaDayKey,
  isTriviaMonthKey,
  pollQueueItemSchema,
  shownStreak,
  TRIVIA_TOASTS,
  triviaDayKey,
  triviaDays,
  triviaDaySchema,
  triviaDraftContent,
  triviaMonthKey,
  triviaMonthLabel,
  triviaPoints,
  triviaQuestionSchema,
  triviaRightCountLine,
  validateTriviaDraft,
  type TriviaDraft,
  type TriviaRecord,
} from '../index.js';

describe('trivia days', () => {
  it('are the UTC day of an instant, whatever the local zone says', () => {
    expect(triviaDayKey(Date.UTC(2025, 5, 30, 23, 59, 59, 999))).toBe('2025-06-30');
    expect(triviaDayKey(Date.UTC(2025, 6, 1, 0, 0, 0))).toBe('2025-07-01');
    expect(triviaDayKey(new Date('2024-02-29T12:00:00+05:00'))).toBe('2024-02-29');
  });

  it('are checked as real calendar days', () => {
    expect(isTriviaDayKey('2024-02-29')).toBe(true);
    expect(isTriviaDayKey('2025-02-29')).toBe(false);
    expect(isTriviaDayKey('2025-6-1')).toBe(false);
    expect(isTriviaDayKey('2025-06-01T00:00')).toBe(false);
  });

  it('step across months and years', () => {
    expect(addTriviaDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addTriviaDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addTriviaDays('2025-06-15', -30)).toBe('2025-05-16');
  });

  it('have months checked as written', () => {
    expect(isTriviaMonthKey('2025-12')).toBe(true);
    expect(isTriviaMonthKey('2025-13')).toBe(false);
    expect(isTriviaMonthKey('2025-00')).toBe(false);
    expect(isTriviaMonthKey('2025-6')).toBe(false);
  });

  it('belong to the month of their key', () => {
    expect(triviaMonthKey('2025-06-30')).toBe('2025-06');
    expect(triviaMonthKey(Date.UTC(2025, 0, 1))).toBe('2025-01');
    expect(triviaMonthLabel('2025-06')).toBe('June 2025');
  });
});

describe('trivia points', () => {
  it('are 10 for a right answer, plus 2 a day of streak beyond the first, at most +10', () => {
    expect(triviaPoints(false, 0)).toBe(0);
    expect(triviaPoints(true, 1)).toBe(10);
    expect(triviaPoints(true, 2)).toBe(12);
    expect(triviaPoints(true, 6)).toBe(20);
    expect(triviaPoints(true, 40)).toBe(20);
  });
});

describe('a member’s trivia record', () => {
  const answer = (dayKey: string, previousDayKey: string | null, right: boolean) => ({
    dayKey,
    previousDayKey,
    right,
  });

  it('counts days in a row answered right, skipping days without a question', () => {
    let record: TriviaRecord = EMPTY_TRIVIA_RECORD;
    record = afterAnswer(record, answer('2025-06-01', null, true)).record;
    record = afterAnswer(record, answer('2025-06-02', '2025-06-01', true)).record;
    // No question opened on the 3rd: the 4th's predecessor is the 2nd.
    const fourth = afterAnswer(record, answer('2025-06-04', '2025-06-02', true));
    expect(fourth.points).toBe(14);
    expect(fourth.record).toEqual({
      streak: 3,
      bestStreak: 3,
      totalRight: 3,
      totalAnswered: 3,
      lastRightDay: '2025-06-04',
      monthlyPoints: { '2025-06': 10 + 12 + 14 },
    });
  });

  it('ends the streak on a wrong answer, and starts again at 1 after a missed question', () => {
    let record = afterAnswer(EMPTY_TRIVIA_RECORD, answer('2025-06-29', '2025-06-28', true)).record;
    record = afterAnswer(record, answer('2025-06-30', '2025-06-29', true)).record;
    const wrong = afterAnswer(record, answer('2025-07-01', '2025-06-30', false));
    expect(wrong.points).toBe(0);
    expect(wrong.record).toMatchObject({
      streak: 0,
      bestStreak: 2,
      totalRight: 2,
      totalAnswered: 3,
    });
    expect(wrong.record.monthlyPoints).toEqual({ '2025-06': 22, '2025-07': 0 });
    // Missed the 2nd, answered the 3rd right: a new streak of 1.
    const again = afterAnswer(wrong.record, answer('2025-07-03', '2025-07-02', true));
    expect(again.record).toMatchObject({ streak: 1, bestStreak: 2, lastRightDay: '2025-07-03' });
  });

  it('shows the streak only while it is unbroken by the newest question', () => {
    const record = { streak: 4, lastRightDay: '2025-06-10' };
    expect(shownStreak(record, { dayKey: '2025-06-10', previousDayKey: '2025-06-09' })).toBe(4);
    // Today's question not answered yet: yesterday's right answer still counts.
    expect(shownStreak(record, { dayKey: '2025-06-11', previousDayKey: '2025-06-10' })).toBe(4);
    expect(shownStreak(record, { dayKey: '2025-06-12', previousDayKey: '2025-06-11' })).toBe(0);
    expect(shownStreak(record, null)).toBe(4);
    expect(shownStreak({ streak: 0, lastRightDay: null }, null)).toBe(0);
  });
});

describe('validateTriviaDraft', () => {
  const draft: TriviaDraft = {
    question: '  Which composer wrote The Four Seasons? ',
    answers: ['Bach', '', 'Vivaldi', 'Telemann', '', ''],
    correctIndex: 2,
    explanation: 'Antonio Vivaldi published them in 1725 as part of Op. 8.',
    composer: ' Vivaldi ',
    period: 'baroque',
  };

  it('accepts a question with 2 to 6 answers, one right, an explanation and optional tags', () => {
    expect(validateTriviaDraft(draft)).toBeNull();
    expect(validateTriviaDraft({ ...draft, composer: '', period: '' })).toBeNull();
  });

  it('stores it trimmed, without blank rows, with the right index among the answers kept', () => {
    expect(triviaDraftContent(draft)).toEqual({
      question: 'Which composer wrote The Four Seasons?',
      answers: ['Bach', 'Vivaldi', 'Telemann'],
      correctIndex: 1,
      explanation: 'Antonio Vivaldi published them in 1725 as part of Op. 8.',
      composer: 'Vivaldi',
      period: 'baroque',
    });
    expect(triviaQuestionSchema.safeParse(triviaDraftContent(draft)).success).toBe(true);
    expect(triviaDraftContent({ ...draft, composer: ' ', period: '' })).toMatchObject({
      composer: null,
      period: null,
    });
  });

  it.each([
    ['no question', { question: ' ' }, TRIVIA_TOASTS.missingQuestion],
    ['one answer', { answers: ['Vivaldi', ' '], correctIndex: 0 }, TRIVIA_TOASTS.missingQuestion],
    [
      'seven answers',
      { answers: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
      TRIVIA_TOASTS.tooManyAnswers,
    ],
    ['no right answer', { correctIndex: null }, TRIVIA_TOASTS.noRightAnswer],
    ['a blank row marked right', { correctIndex: 1 }, TRIVIA_TOASTS.noRightAnswer],
    ['no explanation', { explanation: '  ' }, TRIVIA_TOASTS.missingExplanation],
    ['a long explanation', { explanation: 'x'.repeat(801) }, TRIVIA_TOASTS.tooLong],
    ['a long answer', { answers: ['a', 'b'.repeat(151), 'Vivaldi'] }, TRIVIA_TOASTS.tooLong],
    ['two answers alike', { answers: ['Bach', '', 'bach'] }, TRIVIA_TOASTS.duplicateAnswers],
    ['an unknown period', { period: 'jazz' }, TRIVIA_TOASTS.unknownPeriod],
    ['a blocked word', { explanation: 'What the fuck, Vivaldi.' }, TRIVIA_TOASTS.contentPolicy],
  ])('refuses %s', (_name, change, toast) => {
    expect(validateTriviaDraft({ ...draft, ...change })).toEqual(toast);
  });
});

describe('trivia schemas', () => {
  it('keep the right answer out of the public day document', () => {
    const day = {
      dayKey: '2025-06-01',
      question: 'Q?',
      answers: ['A', 'B'],
      composer: null,
      period: null,
      openedAt: new Date(),
      previousDayKey: null,
      answeredCount: 0,
      rightCount: 0,
    };
    expect(triviaDaySchema.safeParse(day).success).toBe(true);
    expect(triviaDaySchema.safeParse({ ...day, correctIndex: 0 }).success).toBe(false);
  });

  it('refuse a right answer that is not one of the answers', () => {
    const question = {
      question: 'Q?',
      answers: ['A', 'B'],
      correctIndex: 2,
      explanation: 'E.',
      composer: null,
      period: null,
    };
    expect(triviaQuestionSchema.safeParse(question).success).toBe(false);
    const item = {
      kind: 'trivia',
      position: 0,
      status: 'queued',
      content: { ...question, correctIndex: 1 },
      createdAt: new Date(),
      updatedAt: new Date(),
      createdBy: 'admin',
    };
    expect(pollQueueItemSchema.safeParse(item).success).toBe(true);
  });

  it('take an answer as a day key and an answer index', () => {
    expect(answerTriviaInput.safeParse({ dayKey: '2025-06-01', answerIndex: 3 }).success).toBe(
      true,
    );
    expect(answerTriviaInput.safeParse({ dayKey: '2025-06-31', answerIndex: 3 }).success).toBe(
      false,
    );
    expect(answerTriviaInput.safeParse({ dayKey: '2025-06-01', answerIndex: 6 }).success).toBe(
      false,
    );
    expect(answerTriviaInput.safeParse({ dayKey: '2025-06-01', answerIndex: 1.5 }).success).toBe(
      false,
    );
  });

  it('word the count of right answers', () => {
    expect(triviaRightCountLine(7, 12)).toBe('7 of 12 members answered right');
    expect(triviaRightCountLine(1, 1)).toBe('1 of 1 member answered right');
    expect(triviaDays(1)).toBe('1 day');
    expect(triviaDays(12)).toBe('12 days');
  });
});
