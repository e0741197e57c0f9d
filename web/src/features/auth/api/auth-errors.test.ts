import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { inputRefused } from '../../../lib/app-error';
import { UNKNOWN_AUTH_ERROR_MESSAGE, authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'Invalid login credentials'],
    ['auth/wrong-password', 'Invalid login credentials'],
    ['auth/user-not-found', 'Invalid login credentials'],
    ['auth/email-already-in-use', 'User already registered'],
    ['auth/weak-password', 'Password should be at least 6 characters'],
    ['auth/invalid-email', 'Unable to validate email address: invalid format'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a moment and try again.'],
  ])('reads %s as "%s"', (code, message) => {
    expect(authErrorMessage(new FirebaseError(code, `Firebase: Error (${code}).`))).toBe(message);
  });

  it('passes a message meant for the user through', () => {
    expect(authErrorMessage(inputRefused('That username is already taken. Try another one?'))).toBe(
      'That username is already taken. Try another one?',
    );
  });

  it('never shows raw SDK text for unknown errors', () => {
    expect(authErrorMessage(new FirebaseError('auth/brand-new', 'Firebase: Error'))).toBe(
      UNKNOWN_AUTH_ERROR_MESSAGE,
    );
    expect(authErrorMessage(new Error('boom'))).toBe(UNKNOWN_AUTH_ERROR_MESSAGE);
    expect(authErrorMessage('boom')).toBe(UNKNOWN_AUTH_ERROR_MESSAGE);
  });
});
