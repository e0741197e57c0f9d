import { CONTENT_BLOCKED_WORDS } from './blocked-words.js';
import { containsBlockedWord } from './profanity.js';
import type { ToastMessage } from './toast.js';

/** The subjects the forum spec names in its "Content Policy Violation" toast, and the poll's. */
export type ContentPolicySubject =
  | 'Discussion title'
  | 'Discussion content'
  | 'Your reply'
  /** Invented: a member's poll, the spec has none. */
  | 'Your poll';

export const CONTENT_POLICY_VIOLATION_TITLE = 'Content Policy Violation';

/** The toast for a text that contains a blocked word. */
export function contentPolicyViolation(subject: ContentPolicySubject): ToastMessage {
  return {
    title: CONTENT_POLICY_VIOLATION_TITLE,
    description: `${subject} contains inappropriate language. Please use respectful language.`,
  };
}

/** The "Content Policy Violation" toast when `text` contains a blocked word, else null. */
export function checkContentPolicy(
  text: string,
  subject: ContentPolicySubject,
): ToastMessage | null {
  return containsBlockedWord(text, CONTENT_BLOCKED_WORDS) ? contentPolicyViolation(subject) : null;
}
