// The Storage emulator's state: buckets of objects, each its bytes and metadata, and the events
// every change publishes (to the functions trigger bridge), in the order the changes happened.
import { createHash } from 'node:crypto';
import { crc32cBase64 } from './crc32c.js';

/** Metadata as a request sends it: null removes a field (or a custom key, or all of them). */
export interface MetadataPatch {
  contentType?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  metadata?: Record<string, string | null> | null;
}

export interface StoredObject {
  bucket: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  /** Custom metadata, without the download tokens. */
  customMetadata: Record<string, string>;
  /** What `?alt=media&token=` accepts; the Firebase API's `downloadTokens`. */
  downloadTokens: string[];
  /** int64 as a decimal string: microseconds, unique and increasing, as Cloud Storage's are. */
  generation: string;
  metageneration: number;
  /** RFC 3339. */
  timeCreated: string;
  updated: string;
  md5Hash: string;
  crc32c: string;
}

export type StorageEventKind = 'finalized' | 'deleted' | 'metadataUpdated';
export interface StorageEvent {
  kind: StorageEventKind;
  object: StoredObject;
}
export type StorageEventListener = (event: StorageEvent) => void;

export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

export function objectHashes(bytes: Buffer): { md5Hash: string; crc32c: string } {
  return {
    md5Hash: createHash('md5').update(bytes).digest('base64'),
    crc32c: crc32cBase64(bytes),
  };
}

export function etagOf(object: StoredObject): string {
  return createHash('sha1')
    .update(`${object.generation}/${object.metageneration}`)
    .digest('base64')
    .replace(/=+$/, '');
}

export class StorageState {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private readonly listeners = new Set<StorageEventListener>();
  private lastGeneration = 0;

  /** A generation later than any handed out or imported. */
  nextGeneration(): string {
    this.lastGeneration = Math.max(this.lastGeneration + 1, Date.now() * 1000);
    return String(this.lastGeneration);
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  /** Stores an object (new, replaced or with new metadata) and tells the listeners. */
  put(object: StoredObject, kind: 'finalized' | 'metadataUpdated'): void {
    let objects = this.buckets.get(object.bucket);
    if (!objects) this.buckets.set(object.bucket, (objects = new Map()));
    objects.set(object.name, object);
    this.publish({ kind, object });
  }

  delete(bucket: string, name: string): StoredObject | undefined {
    const object = this.buckets.get(bucket)?.get(name);
    if (!object) return undefined;
    this.buckets.get(bucket)?.delete(name);
    this.publish({ kind: 'deleted', object });
    return object;
  }

  /** A bucket's objects in name order (Cloud Storage lists lexicographically). */
  list(bucket: string): StoredObject[] {
    return [...(this.buckets.get(bucket)?.values() ?? [])].sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
  }

  *all(): Iterable<StoredObject> {
    for (const objects of this.buckets.values()) yield* objects.values();
  }

  /** Loads an object from an export: no event, and later generations stay later. */
  restore(object: StoredObject): void {
    let objects = this.buckets.get(object.bucket);
    if (!objects) this.buckets.set(object.bucket, (objects = new Map()));
    objects.set(object.name, object);
    this.lastGeneration = Math.max(this.lastGeneration, Number(object.generation));
  }

  /** Forgets every object, firing no events (tests' clearStorage between cases). */
  clear(): void {
    this.buckets.clear();
  }

  subscribe(listener: StorageEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(event: StorageEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
