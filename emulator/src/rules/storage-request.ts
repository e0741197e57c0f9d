// Cloud Storage requests (`service firebase.storage`): the request model the Storage emulator
// hands over, the `request` and `resource` variables Storage rules see, and the decision, made
// by the same matcher and evaluator as Firestore's on the path `/b/{bucket}/o/{object path}`.

import type { Ruleset } from './ast.js';
import { decide, type RulesDecision } from './decision.js';
import {
  DocumentAccessBudget,
  DocumentReader,
  SINGLE_REQUEST_ACCESS_LIMIT,
  type RulesDataAccess,
} from './documents.js';
import { RulesEvalError } from './errors.js';
import { Evaluator } from './evaluator.js';
import { parseTimestamp } from './firestore-values.js';
import { fromJson, splitPath, type RulesAuth } from './request.js';
import { Scope } from './scope.js';
import { NULL, int, map, mapOf, str, type MapValue, type RulesValue } from './values.js';

/** Storage's methods: `read` is get and list, `write` is create, update and delete. */
export type StorageRulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/** An object's metadata as Storage rules see it (`resource`, `request.resource`). */
export interface StorageRulesObject {
  name: string;
  bucket: string;
  generation: number;
  metageneration: number;
  size: number;
  /** RFC 3339. */
  timeCreated: string;
  updated: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  contentType?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  /** Custom metadata, string values only. */
  metadata: Record<string, string>;
}

export interface StorageRulesRequest {
  method: StorageRulesMethod;
  bucket: string;
  /** The object's name (`users/u1/avatar.png`); for list, the prefix without its last `/`. */
  path: string;
  auth: RulesAuth | null;
  /** The stored object, or null when there is none (and for list). */
  resource: StorageRulesObject | null;
  /** The object as it would be after a create or update; absent for reads and delete. */
  requestResource?: StorageRulesObject | null;
  /** An RFC 3339 string or a Date. */
  time: string | Date;
}

/**
 * Decides a Storage request. `firestore` serves `firestore.get()` and `firestore.exists()`
 * (paths `/databases/(default)/documents/...`); without it they are errors, which deny.
 */
export function evaluateStorageRequest(
  ruleset: Ruleset,
  request: StorageRulesRequest,
  firestore?: RulesDataAccess,
  options: { debugSink?: (value: RulesValue) => void } = {},
): RulesDecision {
  if (ruleset.service !== 'firebase.storage') {
    return {
      allowed: false,
      message: `The rules are for ${ruleset.service}, not firebase.storage.`,
    };
  }
  try {
    const budget = new DocumentAccessBudget(SINGLE_REQUEST_ACCESS_LIMIT);
    const evaluator = new Evaluator({
      firestore: firestore && new DocumentReader(firestore, '(default)', budget, false),
      debugSink: options.debugSink,
    });
    const target = ['b', request.bucket, 'o', ...splitPath(request.path)];
    const root = new Scope(undefined)
      .bindValue('request', storageRequestValue(request, target))
      .bindValue('resource', request.resource ? objectValue(request.resource) : NULL);
    return decide(ruleset, request.method, target, root, evaluator);
  } catch (error) {
    if (error instanceof RulesEvalError) return { allowed: false, message: error.message };
    throw error;
  }
}

function storageRequestValue(request: StorageRulesRequest, target: string[]): MapValue {
  const writes = request.method === 'create' || request.method === 'update';
  return mapOf({
    auth: request.auth
      ? mapOf({ uid: str(request.auth.uid), token: fromJson(request.auth.token) })
      : NULL,
    path: { type: 'path', segments: target },
    time: { type: 'timestamp', nanos: timeNanos(request.time) },
    resource: writes && request.requestResource ? objectValue(request.requestResource) : NULL,
    params: map(new Map()),
  });
}

/** Absent optional properties read as null, so `resource.contentEncoding == null` can be asked. */
function objectValue(object: StorageRulesObject): MapValue {
  const optional = (value: string | undefined): RulesValue =>
    value === undefined ? NULL : str(value);
  return mapOf({
    name: str(object.name),
    bucket: str(object.bucket),
    generation: int(BigInt(object.generation)),
    metageneration: int(BigInt(object.metageneration)),
    size: int(BigInt(object.size)),
    timeCreated: { type: 'timestamp', nanos: parseTimestamp(object.timeCreated) },
    updated: { type: 'timestamp', nanos: parseTimestamp(object.updated) },
    md5Hash: str(object.md5Hash),
    crc32c: str(object.crc32c),
    etag: str(object.etag),
    contentType: optional(object.contentType),
    contentDisposition: optional(object.contentDisposition),
    contentEncoding: optional(object.contentEncoding),
    contentLanguage: optional(object.contentLanguage),
    cacheControl: optional(object.cacheControl),
    metadata: map(
      new Map(Object.entries(object.metadata).map(([key, value]) => [key, str(value)])),
    ),
  });
}

function timeNanos(time: string | Date): bigint {
  return time instanceof Date ? BigInt(time.getTime()) * 1_000_000n : parseTimestamp(time);
}
