import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_TOAST } from '@salon/domain';
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
