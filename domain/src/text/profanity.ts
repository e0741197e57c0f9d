import { CONTENT_BLOCKED_WORDS } from './blocked-words.js';

/** The spec's matching form: lowercased, with everything but ASCII letters and digits removed. */
export function normalizeForBlocklist(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** True when the normalised text contains any of `words` as a substring. */
export function containsBlockedWord(text: string, words: readonly string[]): boolean {
  const normalized = normalizeForBlocklist(text);
  return words.some((word) => normalized.includes(word));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const maskPattern = new RegExp(CONTENT_BLOCKED_WORDS.map(escapeRegExp).join('|'), 'gi');

/**
 * The text for display with every listed word replaced by as many asterisks, case-insensitively
 * and also inside longer words. Text that hides a word behind punctuation ("f.u.c.k") is not
 * masked here; the posting check refuses it in the first place.
 */
export function maskProfanity(text: string): string {
  return text.replace(maskPattern, (match) => '*'.repeat(match.length));
}
