// Google's JSON error, as every Google API answers over HTTP and the SDKs read it:
// `{"error":{"code":404,"message":"...","status":"NOT_FOUND"}}`. `code` is the HTTP status;
// `status`, the gRPC code's name, where the API sends one (Firestore); `errors`, the older list
// of reasons, where it sends that instead (Identity Toolkit, the GCS JSON API). Each emulator
// subclasses this or maps its own errors to it, so every one answers in this one shape.

/** One entry of `errors`; its keys in the order the API writes them. */
export type ErrorReason = Record<'message' | 'domain' | 'reason', string>;

export interface GoogleErrorDetails {
  /** The gRPC code's name (`PERMISSION_DENIED`). */
  statusName?: string;
  errors?: ErrorReason[];
}

export class GoogleApiError extends Error {
  constructor(
    /** The HTTP status, also the body's `code`. */
    readonly status: number,
    message: string,
    readonly details: GoogleErrorDetails = {},
  ) {
    super(message);
  }

  /** The body the API answers with. */
  body(): { error: { code: number; message: string; status?: string; errors?: ErrorReason[] } } {
    const { statusName, errors } = this.details;
    return {
      error: {
        code: this.status,
        message: this.message,
        ...(statusName !== undefined && { status: statusName }),
        ...(errors !== undefined && { errors }),
      },
    };
  }
}
