// A member's poll, added when they start a discussion: the form and createThread judge it by the
// same function, so both say the same. The question is the poll's title; the discussion's body is
// its description.
import { checkContentPolicy } from '../text/content-policy.js';
import { isWithinLimit } from '../text/length.js';
import type { ToastMessage } from '../text/toast.js';
import {
  POLL_MAX_OPEN_DAYS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_TITLE_MAX_LENGTH,
} from './limits.js';
import { pollDraftOptions } from './poll-draft.js';
import type { PollResultsVisibility } from './schemas.js';

/** Invented wording: the spec has no member polls. */
export const DISCUSSION_POLL_TOASTS = Object.freeze({
  missingInformation: {
    title: 'Missing Poll Information',
    description: 'Please give your poll a question and at least two options.',
  },
  tooManyOptions: {
    title: 'Too Many Options',
    description: `A poll can have at most ${POLL_MAX_OPTIONS} options.`,
  },
  tooLong: {
    title: 'Character Limit Exceeded',
    description: 'Please reduce the length of the question or options.',
  },
  duplicateOptions: { title: 'Duplicate Options', description: 'Each option must be different.' },
  invalidChoiceLimit: {
    title: 'Invalid Choice Limit',
    description: 'Members can choose at least one option and no more than the poll has.',
  },
  closingInPast: {
    title: 'Invalid Closing Time',
    description: 'The closing time must be in the future.',
  },
  closingTooLate: {
    title: 'Invalid Closing Time',
    description: `A poll can stay open for at most ${POLL_MAX_OPEN_DAYS} days.`,
  },
  lockedByVotes: {
    title: 'Poll Locked',
    description: 'A poll cannot change once someone has voted.',
  },
  closedNoEdit: { title: 'Poll Closed', description: 'A closed poll cannot be edited.' },
  editNotAllowed: {
    title: 'Permission Denied',
    description: "Only the discussion's author can edit its poll.",
  },
  pollUpdated: { title: 'Poll Updated', description: 'Your poll has been updated.' },
} satisfies Record<string, ToastMessage>);

export interface DiscussionPollDraft {
  readonly question: string;
  /** Option texts in order; blank rows are ignored. */
  readonly options: readonly string[];
  /** 1: single choice. */
  readonly maxChoices: number;
  /** Milliseconds since the epoch, or null: open until closed by hand. */
  readonly closesAt: number | null;
  readonly resultsVisibility: PollResultsVisibility;
}

/**
 * The first toast a member's poll earns at `now` (ms), or null. Order: missing question or fewer
 * than two options, too many options, over a length limit, two options alike (case-insensitive),
 * a blocked word (as a discussion's text), a choice limit outside 1..options, a closing time past
 * or too far ahead.
 */
export function validateDiscussionPollDraft(
  draft: DiscussionPollDraft,
  now: number,
): ToastMessage | null {
  const question = draft.question.trim();
  const options = pollDraftOptions(draft);
  if (question === '' || options.length < POLL_MIN_OPTIONS) {
    return DISCUSSION_POLL_TOASTS.missingInformation;
  }
  if (options.length > POLL_MAX_OPTIONS) return DISCUSSION_POLL_TOASTS.tooManyOptions;
  const withinLimits =
    isWithinLimit(question, POLL_TITLE_MAX_LENGTH) &&
    options.every((option) => isWithinLimit(option, POLL_OPTION_MAX_LENGTH));
  if (!withinLimits) return DISCUSSION_POLL_TOASTS.tooLong;
  const distinct = new Set(options.map((option) => option.toLowerCase()));
  if (distinct.size !== options.length) return DISCUSSION_POLL_TOASTS.duplicateOptions;
  const policyRefusal = checkContentPolicy([question, ...options].join('\n'), 'Your poll');
  if (policyRefusal) return policyRefusal;
  const { maxChoices } = draft;
  if (!Number.isInteger(maxChoices) || maxChoices < 1 || maxChoices > options.length) {
    return DISCUSSION_POLL_TOASTS.invalidChoiceLimit;
  }
  if (draft.closesAt !== null) {
    if (!Number.isFinite(draft.closesAt) || draft.closesAt <= now) {
      return DISCUSSION_POLL_TOASTS.closingInPast;
    }
    if (draft.closesAt > now + POLL_MAX_OPEN_DAYS * 86_400_000) {
      return DISCUSSION_POLL_TOASTS.closingTooLate;
    }
  }
  return null;
}
