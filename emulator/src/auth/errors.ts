// The Identity Toolkit's errors: an HTTP status and a message the SDKs map to their error codes
// ("EMAIL_EXISTS", "WEAK_PASSWORD : Password should be at least 6 characters").

export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** The body Google's API answers with, which the web SDK and firebase-admin read. */
  toJSON() {
    const reason = this.status === 403 ? 'forbidden' : this.status === 404 ? 'notFound' : 'invalid';
    return {
      error: {
        code: this.status,
        message: this.message,
        errors: [{ message: this.message, reason, domain: 'global' }],
      },
    };
  }
}

/** Refuses the request with a 400 and `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AuthApiError(400, message);
}
