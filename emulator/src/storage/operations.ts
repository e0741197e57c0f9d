// What the Storage APIs do to objects, whichever transport asked: upload, read, download by
// token, metadata update, delete, list. Each checks the rules first (owners bypass them) with the
// method Storage defines: get, list, create (every upload, a replacing one too), update (a
// metadata update), delete.
import { randomUUID } from 'node:crypto';
import type { StorageCaller } from './caller.js';
import { storageErrors } from './errors.js';
import {
  DOWNLOAD_TOKENS_KEY,
  objectHashes,
  type MetadataPatch,
  type StorageState,
  type StoredObject,
} from './objects.js';
import { checkPreconditions, type Preconditions } from './preconditions.js';
import type { StorageRules } from './rules.js';

export interface ListOptions {
  prefix: string;
  delimiter: string;
  pageToken?: string;
  maxResults?: number;
  /** The GCS JSON API's bounds: names from startOffset (included) to endOffset (left out). */
  startOffset?: string;
  endOffset?: string;
}

export interface ListResult {
  prefixes: string[];
  items: StoredObject[];
  nextPageToken?: string;
}

/** Cloud Storage's default and largest page. */
const MAX_LIST_RESULTS = 1000;
/** Production's limit on one compose request. */
const MAX_COMPOSE_SOURCES = 32;

export class StorageOperations {
  constructor(
    readonly state: StorageState,
    readonly rules: StorageRules,
  ) {}

  upload(
    caller: StorageCaller,
    target: { bucket: string; name: string },
    bytes: Buffer,
    metadata: MetadataPatch,
    options: { addDownloadToken: boolean; preconditions?: Preconditions },
  ): StoredObject {
    const existing = this.state.get(target.bucket, target.name);
    const now = new Date().toISOString();
    const { metadata: custom, ...fields } = withoutNulls(metadata);
    const { [DOWNLOAD_TOKENS_KEY]: tokens, ...customMetadata } = withoutNulls(
      custom ?? {},
    ) as Record<string, string>;
    const object: StoredObject = {
      bucket: target.bucket,
      name: target.name,
      bytes,
      ...fields,
      contentType: fields.contentType ?? 'application/octet-stream',
      customMetadata,
      downloadTokens: tokens ? tokens.split(',') : options.addDownloadToken ? [randomUUID()] : [],
      generation: this.state.nextGeneration(),
      metageneration: 1,
      timeCreated: now,
      updated: now,
      ...objectHashes(bytes),
    };
    // Production decides every upload as create, one that replaces an object too, with that
    // object as `resource`: `update` is a metadata update only, so only `resource == null` in a
    // create rule keeps a file from being overwritten.
    this.rules.check(
      caller,
      'create',
      { bucket: target.bucket, path: target.name },
      existing,
      object,
    );
    checkPreconditions(existing, options.preconditions);
    this.state.put(object, 'finalized');
    return object;
  }

  /** An object for its metadata or bytes: a valid download token stands in for the rules. */
  get(
    caller: StorageCaller,
    target: { bucket: string; name: string },
    downloadToken?: string,
    preconditions?: Preconditions,
  ): StoredObject {
    const object = this.state.get(target.bucket, target.name);
    const tokenValid =
      object !== undefined &&
      downloadToken !== undefined &&
      object.downloadTokens.includes(downloadToken);
    if (!tokenValid) {
      this.rules.check(caller, 'get', { bucket: target.bucket, path: target.name }, object);
    }
    if (!object) throw storageErrors.objectNotFound(target);
    checkPreconditions(object, preconditions);
    return object;
  }

  /**
   * Merges a patch: a field set to null is removed, custom metadata merges key by key (a null
   * value removes the key), as Cloud Storage patches. The metageneration counts up.
   */
  updateMetadata(
    caller: StorageCaller,
    target: { bucket: string; name: string },
    patch: MetadataPatch,
    preconditions?: Preconditions,
  ): StoredObject {
    const existing = this.state.get(target.bucket, target.name);
    const updated = existing && patched(existing, patch);
    this.rules.check(
      caller,
      'update',
      { bucket: target.bucket, path: target.name },
      existing,
      updated,
    );
    if (!existing || !updated) throw storageErrors.objectNotFound(target);
    checkPreconditions(existing, preconditions);
    this.state.put(updated, 'metadataUpdated');
    return updated;
  }

  delete(
    caller: StorageCaller,
    target: { bucket: string; name: string },
    preconditions?: Preconditions,
  ): void {
    const existing = this.state.get(target.bucket, target.name);
    this.rules.check(caller, 'delete', { bucket: target.bucket, path: target.name }, existing);
    if (!existing) throw storageErrors.objectNotFound(target);
    checkPreconditions(existing, preconditions);
    this.state.delete(target.bucket, target.name);
  }

  list(caller: StorageCaller, bucket: string, options: ListOptions): ListResult {
    // Rules see the folder listed: `users/u1/` is decided at the path users/u1.
    this.rules.check(
      caller,
      'list',
      { bucket, path: options.prefix.replace(/\/+$/, '') },
      undefined,
    );
    const maxResults = Math.min(options.maxResults ?? MAX_LIST_RESULTS, MAX_LIST_RESULTS);
    // One sorted sequence of names and folder prefixes; a page token is the last entry returned.
    const entries = new Map<string, StoredObject | undefined>();
    for (const object of this.state.list(bucket)) {
      if (!object.name.startsWith(options.prefix)) continue;
      if (options.startOffset && object.name < options.startOffset) continue;
      if (options.endOffset && object.name >= options.endOffset) continue;
      const rest = object.name.slice(options.prefix.length);
      const cut = options.delimiter ? rest.indexOf(options.delimiter) : -1;
      if (cut === -1) entries.set(object.name, object);
      else entries.set(options.prefix + rest.slice(0, cut + options.delimiter.length), undefined);
    }
    const names = [...entries.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const after = options.pageToken ? Buffer.from(options.pageToken, 'base64url').toString() : '';
    const page = names.filter((name) => name > after).slice(0, maxResults + 1);
    const result: ListResult = { prefixes: [], items: [] };
    for (const name of page.slice(0, maxResults)) {
      const object = entries.get(name);
      if (object) result.items.push(object);
      else result.prefixes.push(name);
    }
    if (page.length > maxResults) {
      const last = page[maxResults - 1] as string;
      result.nextPageToken = Buffer.from(last).toString('base64url');
    }
    return result;
  }

  /**
   * A new object with the source's bytes and metadata (GCS's copy and rewrite); metadata sent
   * with the request replaces the source's field by field, and custom metadata sent replaces
   * the source's whole, download tokens included, as production and firebase-tools do.
   */
  copy(
    caller: StorageCaller,
    source: { bucket: string; name: string },
    destination: { bucket: string; name: string },
    override: MetadataPatch,
    preconditions: { source?: Preconditions; destination?: Preconditions } = {},
  ): StoredObject {
    const object = this.get(caller, source, undefined, preconditions.source);
    const { customMetadata, downloadTokens } = object;
    const metadata: MetadataPatch = {
      contentType: object.contentType,
      contentDisposition: object.contentDisposition,
      contentEncoding: object.contentEncoding,
      contentLanguage: object.contentLanguage,
      cacheControl: object.cacheControl,
      ...override,
    };
    if (!override.metadata || Object.keys(override.metadata).length === 0) {
      metadata.metadata = { ...customMetadata, [DOWNLOAD_TOKENS_KEY]: downloadTokens.join(',') };
    } else {
      // A copy has nothing to remove a key from: production stores a null as "".
      metadata.metadata = Object.fromEntries(
        Object.entries(override.metadata).map(([key, value]) => [key, value ?? '']),
      );
    }
    return this.upload(caller, destination, object.bytes, metadata, {
      addDownloadToken: false,
      preconditions: preconditions.destination,
    });
  }

  /**
   * GCS's compose: one new object whose bytes are the sources' in order, its metadata only what
   * the request gives (production's rule). A source named with another generation than its
   * stored one is not found, as in production, where that generation would be another object.
   */
  compose(
    caller: StorageCaller,
    destination: { bucket: string; name: string },
    sources: { name: string; generation?: string }[],
    metadata: MetadataPatch,
    preconditions?: Preconditions,
  ): StoredObject {
    if (sources.length === 0 || sources.length > MAX_COMPOSE_SOURCES) {
      throw storageErrors.invalid(`A compose takes 1 to ${MAX_COMPOSE_SOURCES} source objects.`);
    }
    const parts = sources.map(({ name, generation }) => {
      const source = { bucket: destination.bucket, name };
      const object = this.get(caller, source);
      if (generation !== undefined && BigInt(generation) !== BigInt(object.generation)) {
        throw storageErrors.objectNotFound(source);
      }
      return object.bytes;
    });
    return this.upload(caller, destination, Buffer.concat(parts), metadata, {
      addDownloadToken: false,
      preconditions,
    });
  }

  /** A copy, then the source deleted: GCS's `moveTo`, and what the libraries' move() does. */
  move(
    caller: StorageCaller,
    source: { bucket: string; name: string },
    destination: { bucket: string; name: string },
    override: MetadataPatch,
    preconditions: { source?: Preconditions; destination?: Preconditions } = {},
  ): StoredObject {
    const moved = this.copy(caller, source, destination, override, preconditions);
    if (source.bucket !== destination.bucket || source.name !== destination.name) {
      this.delete(caller, source);
    }
    return moved;
  }

  /**
   * An object stored through the GCS API has no download token; the Firebase API makes one the
   * first time the object is read, as production does, so getDownloadURL works for it.
   */
  ensureDownloadToken(object: StoredObject): StoredObject {
    if (object.downloadTokens.length > 0) return object;
    // A metadata update like any other: the metageneration counts it and functions hear of it.
    const updated = patched(object, { metadata: { [DOWNLOAD_TOKENS_KEY]: randomUUID() } });
    this.state.put(updated, 'metadataUpdated');
    return updated;
  }

  /** The Firebase API's `?create_token=true`: owners only, as in production. */
  addDownloadToken(caller: StorageCaller, target: { bucket: string; name: string }): StoredObject {
    if (caller.kind !== 'owner') throw storageErrors.ownerOnly();
    const existing = this.state.get(target.bucket, target.name);
    if (!existing) throw storageErrors.objectNotFound(target);
    return this.updateMetadata(caller, target, {
      metadata: { [DOWNLOAD_TOKENS_KEY]: [...existing.downloadTokens, randomUUID()].join(',') },
    });
  }

  /** `?delete_token=...`: owners only; the last token is replaced, never left none. */
  removeDownloadToken(
    caller: StorageCaller,
    target: { bucket: string; name: string },
    token: string,
  ): StoredObject {
    if (caller.kind !== 'owner') throw storageErrors.ownerOnly();
    const existing = this.state.get(target.bucket, target.name);
    if (!existing) throw storageErrors.objectNotFound(target);
    const remaining = existing.downloadTokens.filter((kept) => kept !== token);
    if (remaining.length === 0) remaining.push(randomUUID());
    return this.updateMetadata(caller, target, {
      metadata: { [DOWNLOAD_TOKENS_KEY]: remaining.join(',') },
    });
  }
}

type WithoutNulls<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** An upload's metadata: a null there means nothing more than a field left out. */
function withoutNulls<T extends object>(fields: T): WithoutNulls<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null),
  ) as WithoutNulls<T>;
}

function patched(object: StoredObject, patch: MetadataPatch): StoredObject {
  const next: StoredObject = {
    ...object,
    customMetadata: { ...object.customMetadata },
    metageneration: object.metageneration + 1,
    updated: new Date().toISOString(),
  };
  for (const field of [
    'contentType',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
    'cacheControl',
  ] as const) {
    const value = patch[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = String(value);
  }
  if (next.contentType === undefined) next.contentType = 'application/octet-stream';
  if (patch.metadata === null) {
    next.customMetadata = {};
  } else if (patch.metadata) {
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (key === DOWNLOAD_TOKENS_KEY) {
        next.downloadTokens = value === null ? [] : String(value).split(',');
      } else if (value === null) delete next.customMetadata[key];
      else next.customMetadata[key] = String(value);
    }
  }
  return next;
}
