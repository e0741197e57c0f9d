// Errors of the Storage emulator, with the HTTP status and body production sends, so the SDKs
// map them to the same codes (the web SDK: 401 storage/unauthenticated, 403
// storage/unauthorized, 404 storage/object-not-found).

export class StorageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  /** `{ "error": { "code": 403, "message": "Permission denied." } }`, production's shape. */
  body(): { error: { code: number; message: string } } {
    return { error: { code: this.status, message: this.message } };
  }
}

export const storageErrors = {
  notFound: () => new StorageError(404, 'Not Found.'),
  /** The rules' own explanation follows, as the emulators print it. */
  permissionDenied: (detail: string) => new StorageError(403, `Permission denied. ${detail}`),
  unauthenticated: (why: string) => new StorageError(401, `Invalid Authorization: ${why}.`),
  invalid: (message: string) => new StorageError(400, message),
  ownerOnly: () => new StorageError(403, 'Missing admin credentials.'),
} as const;
