// Errors of the Storage emulator, with the HTTP status and body production sends, so the SDKs
// map them to the same codes (the web SDK: 401 storage/unauthenticated, 403
// storage/unauthorized, 404 storage/object-not-found).
import { GoogleApiError } from '../http-common/google-error.js';

/** The Firebase API's error; `gcsError()` is the same error as the GCS JSON API answers it. */
export class StorageError extends GoogleApiError {
  constructor(
    status: number,
    message: string,
    /** What the GCS JSON API says instead, where its words differ from the Firebase API's. */
    readonly gcsMessage = message,
  ) {
    super(status, message);
    this.name = 'StorageError';
  }

  /** In the GCS JSON API's words, with the list of reasons @google-cloud/storage reads. */
  gcsError(): GoogleApiError {
    const reason = GCS_REASONS[this.status] ?? 'backendError';
    return new GoogleApiError(this.status, this.gcsMessage, {
      errors: [{ message: this.gcsMessage, domain: 'global', reason }],
    });
  }
}

const GCS_REASONS: Record<number, string> = {
  400: 'invalid',
  401: 'required',
  403: 'forbidden',
  404: 'notFound',
  412: 'conditionNotMet',
};

export const storageErrors = {
  notFound: () => new StorageError(404, 'Not Found.'),
  /** The Firebase API's `Not Found.`; the GCS JSON API names the object, as production does. */
  objectNotFound: (target: { bucket: string; name: string }) =>
    new StorageError(404, 'Not Found.', `No such object: ${target.bucket}/${target.name}`),
  /** The rules' own explanation follows, as the emulators print it. */
  permissionDenied: (detail: string) => new StorageError(403, `Permission denied. ${detail}`),
  unauthenticated: (why: string) => new StorageError(401, `Invalid Authorization: ${why}.`),
  invalid: (message: string) => new StorageError(400, message),
  preconditionFailed: () =>
    new StorageError(412, 'At least one of the pre-conditions you specified did not hold.'),
  ownerOnly: () => new StorageError(403, 'Missing admin credentials.'),
} as const;
