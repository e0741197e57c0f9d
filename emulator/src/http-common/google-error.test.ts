import { describe, expect, it } from 'vitest';
import { GoogleApiError } from './google-error.js';

describe('GoogleApiError', () => {
  it('answers with the status as code and the message, and nothing it was not given', () => {
    expect(JSON.stringify(new GoogleApiError(404, 'Not Found.').body())).toBe(
      '{"error":{"code":404,"message":"Not Found."}}',
    );
  });

  it("carries the gRPC code's name as status, after the message", () => {
    const error = new GoogleApiError(403, 'Missing or insufficient permissions.', {
      statusName: 'PERMISSION_DENIED',
    });
    expect(JSON.stringify(error.body())).toBe(
      '{"error":{"code":403,"message":"Missing or insufficient permissions.","status":"PERMISSION_DENIED"}}',
    );
  });

  it('carries a list of reasons with their keys in the order given', () => {
    const error = new GoogleApiError(400, 'EMAIL_EXISTS', {
      errors: [{ message: 'EMAIL_EXISTS', reason: 'invalid', domain: 'global' }],
    });
    expect(JSON.stringify(error.body())).toBe(
      '{"error":{"code":400,"message":"EMAIL_EXISTS","errors":[{"message":"EMAIL_EXISTS","reason":"invalid","domain":"global"}]}}',
    );
  });
});
