import { describe, expect, it } from 'vitest';
import { Code } from '../rpc/contract.js';
import { httpStatusForCode, statusNameForCode } from './grpc-status.js';

describe('gRPC status mapping', () => {
  it.each([
    [Code.INVALID_ARGUMENT, 400, 'INVALID_ARGUMENT'],
    [Code.NOT_FOUND, 404, 'NOT_FOUND'],
    [Code.ALREADY_EXISTS, 409, 'ALREADY_EXISTS'],
    [Code.PERMISSION_DENIED, 403, 'PERMISSION_DENIED'],
    [Code.FAILED_PRECONDITION, 400, 'FAILED_PRECONDITION'],
    [Code.ABORTED, 409, 'ABORTED'],
    [Code.UNAUTHENTICATED, 401, 'UNAUTHENTICATED'],
    [Code.UNIMPLEMENTED, 501, 'UNIMPLEMENTED'],
    [Code.UNAVAILABLE, 503, 'UNAVAILABLE'],
    [Code.INTERNAL, 500, 'INTERNAL'],
    [Code.RESOURCE_EXHAUSTED, 429, 'RESOURCE_EXHAUSTED'],
    [Code.DEADLINE_EXCEEDED, 504, 'DEADLINE_EXCEEDED'],
  ])('maps code %i to HTTP %i and %s', (code, http, name) => {
    expect(httpStatusForCode(code)).toBe(http);
    expect(statusNameForCode(code)).toBe(name);
  });

  it('treats codes outside the enum as UNKNOWN / 500', () => {
    expect(httpStatusForCode(99)).toBe(500);
    expect(statusNameForCode(99)).toBe('UNKNOWN');
  });
});
