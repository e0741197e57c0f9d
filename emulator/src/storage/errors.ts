// Errors of the Storage emulator, with the HTTP status and body production sends, so the SDKs
// map them to the same codes (the web SDK: 401 storage/unauthenticated, 403
// storage/unauthorized, 404 storage/object-not-found).

export class StorageError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the GCS JSON API says instead, where its words differ from the Firebase API's. */
    readonly gcsMessage = message,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

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
