import { checkContentPolicy } from '../text/content-policy.js';
import { isWithinLimit } from '../text/length.js';
import type { ToastMessage } from '../text/toast.js';
import { THREAD_BODY_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH } from './limits.js';
import { checkMentionLimit } from './mentions.js';
import { FORUM_TOASTS } from './messages.js';

export interface ThreadDraft {
  readonly title: string;
  readonly body: string;
}

/** The draft as stored: both fields trimmed. Limits apply to the stored text. */
export function normalizeThreadDraft(draft: ThreadDraft): ThreadDraft {
  return { title: draft.title.trim(), body: draft.body.trim() };
}

/** True when the submit button may be enabled: both fields filled and within their limits. */
export function isThreadDraftSubmittable(draft: ThreadDraft): boolean {
  const { title, body } = normalizeThreadDraft(draft);
  return (
    title !== '' &&
    body !== '' &&
    isWithinLimit(title, THREAD_TITLE_MAX_LENGTH) &&
    isWithinLimit(body, THREAD_BODY_MAX_LENGTH)
  );
}

/**
 * The first toast a new discussion earns, or null when it may be posted. Order: missing title or
 * body, either over its limit, blocked word in the title, blocked word in the body, more than 10
 * members mentioned.
 */
export function validateThreadDraft(draft: ThreadDraft): ToastMessage | null {
  const { title, body } = normalizeThreadDraft(draft);
  if (title === '' || body === '') return FORUM_TOASTS.missingInformation;
  if (
    !isWithinLimit(title, THREAD_TITLE_MAX_LENGTH) ||
    !isWithinLimit(body, THREAD_BODY_MAX_LENGTH)
  ) {
    return FORUM_TOASTS.threadTooLong;
  }
  return (
    checkContentPolicy(title, 'Discussion title') ??
    checkContentPolicy(body, 'Discussion content') ??
    checkMentionLimit(body)
  );
}
