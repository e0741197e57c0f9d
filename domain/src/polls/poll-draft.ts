import { isWithinLimit } from '../text/length.js';
import type { ToastMessage } from '../text/toast.js';
import {
  POLL_DESCRIPTION_MAX_LENGTH,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_TITLE_MAX_LENGTH,
} from './limits.js';

/**
 * Invented wording: the spec shows no poll form (staff create polls in the admin area). Shared by
 * the admin form and createPoll/closePoll so both say the same.
 */
export const POLL_TOASTS = Object.freeze({
  missingInformation: {
    title: 'Missing Information',
    description: 'Please provide a title and at least two options for your poll.',
  },
  tooManyOptions: {
    title: 'Too Many Options',
    description: `A poll can have at most ${POLL_MAX_OPTIONS} options.`,
  },
  tooLong: {
    title: 'Character Limit Exceeded',
    description: 'Please reduce the length of the title, description or options.',
  },
  duplicateOptions: {
    title: 'Duplicate Options',
    description: 'Each option must be different.',
  },
  staffOnly: {
    title: 'Permission Denied',
    description: 'Only administrators can create or close polls.',
  },
  pollNotFound: { title: 'Poll Not Found', description: 'This poll no longer exists.' },
  queuedPollNotFound: {
    title: 'Poll Not Found',
    description: 'This poll is no longer in the queue: it may have opened already.',
  },
  queuedPollDeleted: { title: 'Poll Removed', description: 'It is no longer in the queue.' },
  pollQueued: { title: 'Poll Queued', description: 'The schedule will open it in its turn.' },
  pollDraftSaved: {
    title: 'Draft Saved',
    description: 'The schedule skips it until you queue it.',
  },
  pollCreated: { title: 'Poll Created', description: 'The poll is now live in The Salon.' },
  pollClosed: { title: 'Poll Closed', description: 'The poll no longer accepts votes.' },
  closeNotAllowed: {
    title: 'Permission Denied',
    description: "Only the discussion's author or staff can close its poll.",
  },
} satisfies Record<string, ToastMessage>);

export interface PollDraft {
  readonly title: string;
  readonly description: string;
  readonly options: readonly string[];
}

/**
 * The first toast a poll draft earns, or null. Texts are trimmed and blank options ignored (the
 * form may keep empty rows). Order: missing title or fewer than two options, too many options,
 * over a length limit, two options alike (case-insensitive).
 */
export function validatePollDraft(draft: PollDraft): ToastMessage | null {
  const title = draft.title.trim();
  const options = pollDraftOptions(draft);
  if (title === '' || options.length < POLL_MIN_OPTIONS) return POLL_TOASTS.missingInformation;
  if (options.length > POLL_MAX_OPTIONS) return POLL_TOASTS.tooManyOptions;
  const withinLimits =
    isWithinLimit(title, POLL_TITLE_MAX_LENGTH) &&
    isWithinLimit(draft.description.trim(), POLL_DESCRIPTION_MAX_LENGTH) &&
    options.every((option) => isWithinLimit(option, POLL_OPTION_MAX_LENGTH));
  if (!withinLimits) return POLL_TOASTS.tooLong;
  const distinct = new Set(options.map((option) => option.toLowerCase()));
  if (distinct.size !== options.length) return POLL_TOASTS.duplicateOptions;
  return null;
}

/** The option texts a draft really has: trimmed, blanks dropped, in order. */
export function pollDraftOptions(draft: Pick<PollDraft, 'options'>): string[] {
  return draft.options.map((option) => option.trim()).filter((option) => option !== '');
}
