// The Identity Toolkit's errors: an HTTP status and a message the SDKs map to their error codes
// ("EMAIL_EXISTS", "WEAK_PASSWORD : Password should be at least 6 characters").
import { GoogleApiError } from '../http-common/google-error.js';

export class AuthApiError extends GoogleApiError {
  constructor(status: number, message: string) {
    // The list of reasons the web SDK and firebase-admin read beside the message.
    const reason = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'invalid';
    super(status, message, { errors: [{ message, reason, domain: 'global' }] });
  }
}

/** Refuses the request with a 400 and `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AuthApiError(400, message);
}
