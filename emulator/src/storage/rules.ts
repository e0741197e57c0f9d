// The storage.rules in force, for every bucket or one per bucket, and the decision for each
// client request. Owner requests bypass rules. With no rules loaded for a bucket every client
// request to it is refused, as firebase-tools' emulator does.
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
  /** One ruleset for every bucket, or one per bucket (firebase.json's storage targets). */
  private rulesets: { all: Ruleset } | { byBucket: Map<string, Ruleset> } | undefined;

  /**
   * @param firestore the Firestore documents `firestore.get()` reads for a bucket, when one runs
   * beside.
   */
  constructor(private readonly firestore?: (bucket: string) => RulesDataAccess | undefined) {}

  /** Rules for every bucket; on a syntax error the rules in force stay. */
  load(source: string): RulesLoadOutcome {
    const parsed = parseStorageRules(source);
    if (!parsed.ok) return parsed;
    this.rulesets = { all: parsed.ruleset };
    return { ok: true };
  }

  /** Rules per bucket, all or none: one that does not parse leaves the rules in force. */
  loadPerBucket(files: { bucket: string; source: string }[]): RulesLoadOutcome {
    const byBucket = new Map<string, Ruleset>();
    for (const { bucket, source } of files) {
      const parsed = parseStorageRules(source);
      if (!parsed.ok) return { ok: false, message: `${bucket}: ${parsed.message}` };
      byBucket.set(bucket, parsed.ruleset);
    }
    this.rulesets = { byBucket };
    return { ok: true };
  }

  private rulesetFor(bucket: string): Ruleset | undefined {
    if (!this.rulesets) return undefined;
    return 'all' in this.rulesets ? this.rulesets.all : this.rulesets.byBucket.get(bucket);
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
    const ruleset = this.rulesetFor(target.bucket);
    if (!ruleset) {
      throw storageErrors.permissionDenied('Storage Emulator has no loaded ruleset.');
    }
    const decision = evaluateStorageRequest(
      ruleset,
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

function parseStorageRules(
  source: string,
): { ok: true; ruleset: Ruleset } | { ok: false; message: string } {
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
  return { ok: true, ruleset };
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
