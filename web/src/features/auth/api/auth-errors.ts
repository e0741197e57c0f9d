// Firebase errors carry codes, not sentences. The spec shows "the server's message" in a red box;
// these are the readable messages we show for each code (listed in docs/accounts.md).
import { isInputRefusal } from '../../../lib/app-error';
import { TWO_FACTOR_TEXTS } from '../two-factor-texts';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials';
export const UNKNOWN_AUTH_ERROR_MESSAGE = 'Something went wrong. Please try again.';

const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = Object.freeze({
  'auth/invalid-credential': INVALID_CREDENTIALS_MESSAGE,
  'auth/invalid-login-credentials': INVALID_CREDENTIALS_MESSAGE,
  'auth/wrong-password': INVALID_CREDENTIALS_MESSAGE,
  'auth/user-not-found': INVALID_CREDENTIALS_MESSAGE,
  'auth/email-already-in-use': 'User already registered',
  'auth/invalid-email': 'Unable to validate email address: invalid format',
  'auth/missing-email': 'Email is required.',
  'auth/missing-password': 'Password is required.',
  'auth/weak-password': 'Password should be at least 6 characters',
  'auth/password-does-not-meet-requirements':
    'Password does not meet the requirements. Please choose a stronger password.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Please check your connection and try again.',
  'auth/operation-not-allowed': 'Email and password sign-in is not enabled.',
  'auth/internal-error': UNKNOWN_AUTH_ERROR_MESSAGE,
  'auth/credential-already-in-use': 'That Google account already belongs to another member.',
  'auth/provider-already-linked': 'Google is already linked to this account.',
  'auth/invalid-verification-code': TWO_FACTOR_TEXTS.wrongCode,
  'auth/missing-code': TWO_FACTOR_TEXTS.codeFormat,
  'auth/invalid-multi-factor-session': TWO_FACTOR_TEXTS.sessionExpired,
  'auth/code-expired': TWO_FACTOR_TEXTS.tooSlow,
  'auth/unverified-email': TWO_FACTOR_TEXTS.unverifiedEmail,
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
});

/** Codes that are the member's own choice (closing Google's window): nothing to explain. */
const QUIET_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

export function isQuietAuthError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && QUIET_CODES.has(code);
}

function errorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** The sentence to show for an error from signing in or up. */
export function authErrorMessage(error: unknown): string {
  if (isInputRefusal(error)) return error.message;
  const code = errorCode(error);
  return (code !== null && AUTH_ERROR_MESSAGES[code]) || UNKNOWN_AUTH_ERROR_MESSAGE;
}
