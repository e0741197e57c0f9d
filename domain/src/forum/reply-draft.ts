import { checkContentPolicy } from '../text/content-policy.js';
import { isWithinLimit } from '../text/length.js';
import type { ToastMessage } from '../text/toast.js';
import { REPLY_MAX_LENGTH } from './limits.js';
import { checkMentionLimit } from './mentions.js';
import { FORUM_TOASTS } from './messages.js';

/**
 * Invented: the spec trims replies and requires them non-empty, but shows no wording (its button
 * is disabled); functions need a message for a blank reply sent anyway.
 */
export const EMPTY_REPLY_TOAST: ToastMessage = Object.freeze({
  title: 'Missing Information',
  description: 'Please write something before posting your reply.',
});

/** True when the reply button may be enabled. */
export function isReplyDraftSubmittable(body: string): boolean {
  const trimmed = body.trim();
  return trimmed !== '' && isWithinLimit(trimmed, REPLY_MAX_LENGTH);
}

/**
 * The first toast a reply (to a thread, a reply or a poll) earns, or null. The text is trimmed
 * first; order: empty, over 2000 characters, blocked word ("Your reply"), more than 10 members
 * mentioned.
 */
export function validateReplyDraft(body: string): ToastMessage | null {
  const trimmed = body.trim();
  if (trimmed === '') return EMPTY_REPLY_TOAST;
  if (!isWithinLimit(trimmed, REPLY_MAX_LENGTH)) return FORUM_TOASTS.replyTooLong;
  return checkContentPolicy(trimmed, 'Your reply') ?? checkMentionLimit(trimmed);
}
