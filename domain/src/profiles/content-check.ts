import { CONTENT_BLOCKED_WORDS } from '../text/blocked-words.js';
import { containsBlockedWord } from '../text/profanity.js';
import type { ToastMessage } from '../text/toast.js';

/**
 * The moderation check of musical preferences, concert and album entries (profiles spec, section
 * 5). The spec names the toast title "Invalid Content" but not the check's message; we use the
 * forum's blocklist and wording.
 */
export const INVALID_CONTENT_TOAST: ToastMessage = Object.freeze({
  title: 'Invalid Content',
  description: 'Your entry contains inappropriate language. Please use respectful language.',
});

export function checkProfileContent(values: readonly string[]): ToastMessage | null {
  return values.some((value) => containsBlockedWord(value, CONTENT_BLOCKED_WORDS))
    ? INVALID_CONTENT_TOAST
    : null;
}
