import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_TOAST, suspendedMessage } from '@salon/domain';
import { toAppError } from './app-error';

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
});

describe('a suspended member’s refusal (issue 32)', () => {
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
