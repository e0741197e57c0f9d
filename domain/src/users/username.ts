import { USERNAME_BLOCKED_WORDS } from '../text/blocked-words.js';
import { containsBlockedWord } from '../text/profanity.js';

/** Usernames have 3 to 20 characters; 20 passes, 21 fails (forum spec, sections 5 and 9). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

/** The spec's username messages, in the order the checks run. */
export const USERNAME_MESSAGES = Object.freeze({
  required: 'Username is required',
  tooShort: 'Username must be at least 3 characters long',
  tooLong: 'Username must be less than 20 characters',
  hasSpaces: 'Username cannot contain spaces',
  invalidCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
  endsWithPunctuation: 'Username cannot end with punctuation',
  startsWithPunctuation: 'Username cannot start with punctuation',
  consecutivePunctuation: 'Username cannot have consecutive punctuation marks',
  inappropriate: 'Username contains inappropriate language. Please choose a different username',
});

/** The profile's uniqueness messages (profiles spec, section 5). */
export const USERNAME_TAKEN_MESSAGE = 'That username is already taken. Try another one?';
export const USERNAME_AVAILABILITY_FAILED_MESSAGE =
  'Unable to verify username availability. Please try again.';

/**
 * The site's own first path segments: a member's page is `/{username}`, and a route of the app's
 * outranks it, so a member with one of these names could never be reached. They read as taken.
 * firestore.rules keeps the same list (reservedUsernames), and a web test that every route's
 * first segment is here.
 */
export const RESERVED_USERNAMES = [
  '404',
  'about',
  'admin',
  'auth',
  'badges',
  'coming-soon',
  'cookie-policy',
  'donate',
  'games',
  'join',
  'polls',
  'privacy-policy',
  'profile',
  'salon',
  'terms-of-use',
  'trivia',
  'user',
] as const;

/** What the username field keeps as the user types: spaces removed, letters lowercased. */
export function normalizeUsernameInput(raw: string): string {
  return raw.replace(/\s/g, '').toLowerCase();
}

/** The username as the profile saves it: trimmed, spaces removed, lowercased. */
export function normalizeUsernameForSave(raw: string): string {
  return normalizeUsernameInput(raw.trim());
}

/** The checks after "required", shared by sign-up and profile. */
function firstUsernameProblem(value: string): string | null {
  if (value.length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (value.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (/\s/.test(value)) return USERNAME_MESSAGES.hasSpaces;
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return USERNAME_MESSAGES.invalidCharacters;
  if (/[_-]$/.test(value)) return USERNAME_MESSAGES.endsWithPunctuation;
  if (/^[_-]/.test(value)) return USERNAME_MESSAGES.startsWithPunctuation;
  if (/[_-]{2}/.test(value)) return USERNAME_MESSAGES.consecutivePunctuation;
  if (containsBlockedWord(value, USERNAME_BLOCKED_WORDS)) return USERNAME_MESSAGES.inappropriate;
  if ((RESERVED_USERNAMES as readonly string[]).includes(value.toLowerCase())) {
    return USERNAME_TAKEN_MESSAGE;
  }
  return null;
}

/** Sign-up: the first failing message in the spec's order, or null when the username is valid. */
export function validateSignUpUsername(value: string): string | null {
  if (value.trim() === '') return USERNAME_MESSAGES.required;
  return firstUsernameProblem(value);
}

/**
 * Profile: like sign-up, except that an empty (or blank) username is allowed, since members who
 * signed up before usernames existed may have none.
 */
export function validateProfileUsername(value: string): string | null {
  if (value.trim() === '') return null;
  return firstUsernameProblem(value);
}

/** True when a document may store `value`: valid (or empty) and already in its saved form. */
export function isStorableUsername(value: string): boolean {
  return validateProfileUsername(value) === null && normalizeUsernameForSave(value) === value;
}
