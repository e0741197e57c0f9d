import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { RATE_LIMIT_TOAST, suspendedMessage } from '@salon/domain';
import { isPermissionDenied, toAppError } from './app-error';

const functionsError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('toAppError', () => {
  it('reads a rate limit as a refusal with its Slow Down toast', () => {
    const error = toAppError(
      functionsError('resource-exhausted', RATE_LIMIT_TOAST.description, RATE_LIMIT_TOAST),
    );
    expect(error.kind).toBe('rejected');
    expect(error.toast).toEqual(RATE_LIMIT_TOAST);
  });

  it.each([
    ['permission-denied', 'permissionDenied'],
    ['unauthenticated', 'unauthenticated'],
    ['not-found', 'notFound'],
    ['invalid-argument', 'rejected'],
    ['internal', 'unknown'],
  ])('reads %s as %s', (code, kind) => {
    expect(toAppError(functionsError(code, 'x')).kind).toBe(kind);
  });

  it('keeps no toast when the details are not one', () => {
    expect(toAppError(functionsError('invalid-argument', 'x', { title: 1 })).toast).toBeNull();
  });

  it('keeps a callable refusal’s own words as its reason, without the status the SDK appends', () => {
    const error = toAppError(functionsError('failed-precondition', 'Someone else acted. [400]'));
    expect(error.reason).toBe('Someone else acted.');
    expect(error.message).toBe('Someone else acted.');
  });

  it('gives no reason for errors not written for the member', () => {
    expect(toAppError(functionsError('internal', 'INTERNAL [500]')).reason).toBeNull();
    const firestoreRefusal = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    expect(toAppError(firestoreRefusal).reason).toBeNull();
  });
});

describe('isPermissionDenied', () => {
  it('recognises a permission-denied refusal only', () => {
    expect(isPermissionDenied(new FirebaseError('permission-denied', 'denied'))).toBe(true);
    expect(isPermissionDenied(new FirebaseError('unavailable', 'offline'))).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
  });
});

describe('a suspended member’s refusal', () => {
  it('shows the end the server sent, in the member’s own time zone, as a toast', () => {
    const until = Date.UTC(2031, 4, 12, 14, 0);
    const error = Object.assign(
      new Error('Your account is suspended until May 12, 2031, 2:00 PM UTC.'),
      {
        code: 'functions/permission-denied',
        details: { title: 'Account Suspended', description: '...', suspendedUntil: until },
      },
    );
    const failure = toAppError(error);
    expect(failure.kind).toBe('rejected');
    expect(failure.toast).toEqual({
      title: 'Account Suspended',
      description: suspendedMessage(new Date(until)),
    });
  });

  it('words a ban as permanent', () => {
    const error = Object.assign(new Error('x'), {
      code: 'functions/permission-denied',
      details: { suspendedUntil: null },
    });
    expect(toAppError(error).toast?.description).toBe('Your account is suspended permanently.');
  });
});
