// Resumable upload sessions: started with the object's name and metadata, fed in chunks,
// finalized into an object. Both APIs use them (the web SDK with X-Goog-Upload-Command, the
// GCS JSON API with upload_id and Content-Range).
import { randomUUID } from 'node:crypto';
import type { StorageCaller } from './caller.js';
import { storageErrors } from './errors.js';
import type { MetadataPatch, StoredObject } from './objects.js';
import type { StorageOperations } from './operations.js';
import type { Preconditions } from './preconditions.js';

export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  metadata: MetadataPatch;
  caller: StorageCaller;
  /** Firebase API uploads get a download token; GCS API ones none, as in production. */
  addDownloadToken: boolean;
  /** The GCS API's, checked when the upload is finalized. */
  preconditions?: Preconditions;
  chunks: Buffer[];
  received: number;
  status: 'active' | 'final' | 'cancelled';
  /** What finalizing answered, so a repeated finalize answers the same. */
  outcome?: { object: StoredObject } | { error: Error };
}

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  start(
    init: Pick<
      UploadSession,
      'bucket' | 'name' | 'metadata' | 'caller' | 'addDownloadToken' | 'preconditions'
    >,
  ): UploadSession {
    const session: UploadSession = {
      ...init,
      id: randomUUID(),
      chunks: [],
      received: 0,
      status: 'active',
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession {
    const session = this.sessions.get(id);
    if (!session) throw storageErrors.notFound();
    return session;
  }

  /** Appends a chunk; `offset` (when the client says) must be where the last one ended. */
  append(id: string, chunk: Buffer, offset?: number): UploadSession {
    const session = this.get(id);
    if (session.status !== 'active') throw storageErrors.invalid('The upload is not active.');
    if (offset !== undefined && offset !== session.received) {
      throw storageErrors.invalid(`Expected offset ${session.received}, got ${offset}.`);
    }
    session.chunks.push(chunk);
    session.received += chunk.length;
    return session;
  }

  cancel(id: string): void {
    const session = this.get(id);
    if (session.status === 'final') throw storageErrors.invalid('The upload is already final.');
    session.status = 'cancelled';
    session.chunks = [];
  }

  /** The session's bytes, once; it is final from then on. */
  finish(id: string): { session: UploadSession; bytes: Buffer } {
    const session = this.get(id);
    if (session.status === 'cancelled') throw storageErrors.invalid('The upload was cancelled.');
    const bytes = Buffer.concat(session.chunks);
    session.status = 'final';
    session.chunks = [];
    return { session, bytes };
  }

  clear(): void {
    this.sessions.clear();
  }
}

/** Finishes a resumable upload into an object; a repeated finalize answers as the first did. */
export function finalizeUpload(
  uploadId: string,
  operations: StorageOperations,
  uploads: UploadSessions,
): StoredObject {
  const previous = uploads.get(uploadId).outcome;
  if (previous) {
    if ('error' in previous) throw previous.error;
    return previous.object;
  }
  const { session, bytes } = uploads.finish(uploadId);
  try {
    const object = operations.upload(
      session.caller,
      { bucket: session.bucket, name: session.name },
      bytes,
      session.metadata,
      { addDownloadToken: session.addDownloadToken, preconditions: session.preconditions },
    );
    session.outcome = { object };
    return object;
  } catch (error) {
    session.outcome = { error: error as Error };
    throw error;
  }
}
