import { CONTENT_BLOCKED_WORDS } from '../text/blocked-words.js';
import { CONTENT_POLICY_VIOLATION_TITLE } from '../text/content-policy.js';
import { isWithinLimit } from '../text/length.js';
import { containsBlockedWord } from '../text/profanity.js';
import type { ToastMessage } from '../text/toast.js';
import {
  TRIVIA_ANSWER_MAX_LENGTH,
  TRIVIA_COMPOSER_MAX_LENGTH,
  TRIVIA_EXPLANATION_MAX_LENGTH,
  TRIVIA_MAX_ANSWERS,
  TRIVIA_MIN_ANSWERS,
  TRIVIA_PERIODS,
  TRIVIA_QUESTION_MAX_LENGTH,
} from './limits.js';

/**
 * Invented wording (the spec has no trivia): shared by the admin editor, the Salon's card and the
 * functions, so a refusal reads the same wherever it is caught.
 */
export const TRIVIA_TOASTS = Object.freeze({
  missingQuestion: {
    title: 'Missing Information',
    description: 'Please write a question and at least two answers.',
  },
  missingExplanation: {
    title: 'Missing Information',
    description: 'Please explain the right answer in a few sentences.',
  },
  tooManyAnswers: {
    title: 'Too Many Answers',
    description: `A trivia question can have at most ${TRIVIA_MAX_ANSWERS} answers.`,
  },
  noRightAnswer: {
    title: 'No Right Answer',
    description: 'Please mark which answer is right.',
  },
  tooLong: {
    title: 'Character Limit Exceeded',
    description: 'Please shorten the question, an answer, the explanation or the composer tag.',
  },
  duplicateAnswers: { title: 'Duplicate Answers', description: 'Each answer must be different.' },
  unknownPeriod: { title: 'Unknown Period', description: 'Please choose a period from the list.' },
  contentPolicy: {
    title: CONTENT_POLICY_VIOLATION_TITLE,
    description: 'The question contains inappropriate language. Please use respectful language.',
  },
  staffOnly: {
    title: 'Permission Denied',
    description: 'Only administrators can write trivia questions or change the queue.',
  },
  itemNotFound: {
    title: 'Not Found',
    description: 'This queue item no longer exists. It may have opened or been deleted.',
  },
  questionSaved: { title: 'Question Saved', description: 'The trivia question is saved.' },
  questionDeleted: { title: 'Question Deleted', description: 'The trivia question is removed.' },
  noQuestionToday: {
    title: 'No Trivia Today',
    description: 'There is no trivia question open today.',
  },
  dayClosed: {
    title: 'Question Closed',
    description: 'This trivia question is closed. Today’s question is in The Salon.',
  },
  alreadyAnswered: {
    title: 'Already Answered',
    description: 'You have already answered today’s trivia question.',
  },
  noSuchAnswer: {
    title: 'Choose an Answer',
    description: 'Please choose one of the answers.',
  },
} satisfies Record<string, ToastMessage>);

export interface TriviaDraft {
  readonly question: string;
  readonly answers: readonly string[];
  /** Index into the answers as written (blank rows included), or null when none is marked. */
  readonly correctIndex: number | null;
  readonly explanation: string;
  readonly composer: string;
  /** One of TRIVIA_PERIODS, or '' for none. */
  readonly period: string;
}

/**
 * The first toast a trivia draft earns, or null. Texts are trimmed, blank answer rows ignored
 * (the editor keeps six rows). Order: missing question or fewer than two answers, too many, no
 * answer marked right (or a blank one), missing explanation, over a length limit, two answers
 * alike (case-insensitive), a period not in the list, a blocked word anywhere.
 */
export function validateTriviaDraft(draft: TriviaDraft): ToastMessage | null {
  const question = draft.question.trim();
  const answers = draft.answers.map((answer) => answer.trim());
  const filled = answers.filter((answer) => answer !== '');
  if (question === '' || filled.length < TRIVIA_MIN_ANSWERS) return TRIVIA_TOASTS.missingQuestion;
  if (filled.length > TRIVIA_MAX_ANSWERS) return TRIVIA_TOASTS.tooManyAnswers;
  const marked = draft.correctIndex === null ? undefined : answers[draft.correctIndex];
  if (marked === undefined || marked === '') return TRIVIA_TOASTS.noRightAnswer;
  const explanation = draft.explanation.trim();
  if (explanation === '') return TRIVIA_TOASTS.missingExplanation;
  const composer = draft.composer.trim();
  const withinLimits =
    isWithinLimit(question, TRIVIA_QUESTION_MAX_LENGTH) &&
    filled.every((answer) => isWithinLimit(answer, TRIVIA_ANSWER_MAX_LENGTH)) &&
    isWithinLimit(explanation, TRIVIA_EXPLANATION_MAX_LENGTH) &&
    isWithinLimit(composer, TRIVIA_COMPOSER_MAX_LENGTH);
  if (!withinLimits) return TRIVIA_TOASTS.tooLong;
  if (new Set(filled.map((answer) => answer.toLowerCase())).size !== filled.length) {
    return TRIVIA_TOASTS.duplicateAnswers;
  }
  if (draft.period !== '' && !(TRIVIA_PERIODS as readonly string[]).includes(draft.period)) {
    return TRIVIA_TOASTS.unknownPeriod;
  }
  const texts = [question, ...filled, explanation, composer];
  if (texts.some((text) => containsBlockedWord(text, CONTENT_BLOCKED_WORDS))) {
    return TRIVIA_TOASTS.contentPolicy;
  }
  return null;
}

/**
 * The question as stored: texts trimmed, blank answer rows dropped, and the right answer's index
 * moved to count only the answers kept. Call after `validateTriviaDraft` passed.
 */
export function triviaDraftContent(draft: TriviaDraft): {
  question: string;
  answers: string[];
  correctIndex: number;
  explanation: string;
  composer: string | null;
  period: string | null;
} {
  const answers = draft.answers.map((answer) => answer.trim());
  const correctIndex = answers
    .slice(0, draft.correctIndex ?? 0)
    .filter((answer) => answer !== '').length;
  const composer = draft.composer.trim();
  return {
    question: draft.question.trim(),
    answers: answers.filter((answer) => answer !== ''),
    correctIndex,
    explanation: draft.explanation.trim(),
    composer: composer === '' ? null : composer,
    period: draft.period === '' ? null : draft.period,
  };
}
