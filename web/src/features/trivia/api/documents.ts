// The Salon's trivia card is read field by field, as its schemas would bring zod to every visit of
// the Salon (web/README.md, "What a first visit downloads"); documents.test.ts checks these
// readers against the domain's schemas. An odd value reads as a default, never a throw.
import { TRIVIA_PERIODS, type Era, count, text } from '@salon/domain';
import type { OwnTriviaAnswer, TriviaDayItem } from './types';

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function periodOf(value: unknown): Era | null {
  return TRIVIA_PERIODS.find((period) => period === value) ?? null;
}

/** `trivia/{dayKey}`, as the card shows it. */
export function triviaDayFromData(data: Record<string, unknown>): TriviaDayItem {
  return {
    dayKey: text(data['dayKey']),
    question: text(data['question']),
    answers: Array.isArray(data['answers']) ? data['answers'].map(text) : [],
    composer: textOrNull(data['composer']),
    period: periodOf(data['period']),
    previousDayKey: textOrNull(data['previousDayKey']),
    answeredCount: count(data['answeredCount']),
    rightCount: count(data['rightCount']),
  };
}

/** `trivia/{dayKey}/answers/{uid}`, the member's own answer, as the card shows it. */
export function ownAnswerFromData(data: Record<string, unknown>): OwnTriviaAnswer {
  return {
    answerIndex: count(data['answerIndex']),
    correctIndex: count(data['correctIndex']),
    explanation: text(data['explanation']),
  };
}
