// The storage.rules in force and the decision for each client request. Owner requests bypass
// rules. With no rules loaded every client request is refused, as firebase-tools' emulator does.
import {
  RulesSyntaxError,
  evaluateStorageRequest,
  parseRules,
  type RulesDataAccess,
  type Ruleset,
  type StorageRulesMethod,
  type StorageRulesObject,
} from '../rules/index.js';
import type { StorageCaller } from './caller.js';
import { storageErrors } from './errors.js';
import { etagOf, type StoredObject } from './objects.js';

export type RulesLoadOutcome = { ok: true } | { ok: false; message: string };

export class StorageRules {
  private ruleset: Ruleset | undefined;

  /**
   * @param firestore the Firestore documents `firestore.get()` reads for a bucket, when one runs
   * beside.
   */
  constructor(private readonly firestore?: (bucket: string) => RulesDataAccess | undefined) {}

  load(source: string): RulesLoadOutcome {
    let ruleset: Ruleset;
    try {
      ruleset = parseRules(source);
    } catch (error) {
      if (error instanceof RulesSyntaxError) return { ok: false, message: error.message };
      throw error;
    }
    if (ruleset.service !== 'firebase.storage') {
      return { ok: false, message: `expected service firebase.storage, found ${ruleset.service}` };
    }
    this.ruleset = ruleset;
    return { ok: true };
  }

  /** Throws 403 with the rules' explanation unless the caller may do this. */
  check(
    caller: StorageCaller,
    method: StorageRulesMethod,
    target: { bucket: string; path: string },
    resource: StoredObject | undefined,
    requestResource?: StoredObject,
  ): void {
    if (caller.kind === 'owner') return;
    if (!this.ruleset) {
      throw storageErrors.permissionDenied('Storage Emulator has no loaded ruleset.');
    }
    const decision = evaluateStorageRequest(
      this.ruleset,
      {
        method,
        bucket: target.bucket,
        path: target.path,
        auth: caller.auth,
        resource: resource ? rulesObject(resource) : null,
        requestResource: requestResource ? rulesObject(requestResource) : null,
        time: new Date(),
      },
      this.firestore?.(target.bucket),
    );
    if (!decision.allowed) {
      throw storageErrors.permissionDenied(
        `No ${permissionName(method)} permission: ${decision.message}`,
      );
    }
  }
}

/** The words firebase-tools' emulator uses: READ, LIST, WRITE. */
function permissionName(method: StorageRulesMethod): string {
  if (method === 'get') return 'READ';
  if (method === 'list') return 'LIST';
  return 'WRITE';
}

function rulesObject(object: StoredObject): StorageRulesObject {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: Number(object.generation),
    metageneration: object.metageneration,
    size: object.bytes.length,
    timeCreated: object.timeCreated,
    updated: object.updated,
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    contentType: object.contentType,
    contentDisposition: object.contentDisposition,
    contentEncoding: object.contentEncoding,
    contentLanguage: object.contentLanguage,
    cacheControl: object.cacheControl,
    metadata: object.customMetadata,
  };
}
