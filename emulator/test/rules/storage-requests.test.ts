// Deciding Cloud Storage requests: the /b/{bucket}/o paths, Storage's methods, the object as
// `resource` and `request.resource`, and firestore.get()/exists() across services.

import { describe, expect, it } from 'vitest';
import {
  evaluateStorageRequest,
  parseRules,
  type RulesDataAccess,
  type StorageRulesObject,
  type StorageRulesRequest,
} from '../../src/rules/index.js';

function rules(body: string) {
  return parseRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
${body}
  }
}`);
}

function object(partial: Partial<StorageRulesObject> = {}): StorageRulesObject {
  return {
    name: 'users/u1/a.png',
    bucket: 'b1',
    generation: 1,
    metageneration: 1,
    size: 100,
    timeCreated: '2026-01-01T00:00:00Z',
    updated: '2026-01-01T00:00:00Z',
    md5Hash: 'md5',
    crc32c: 'crc',
    etag: 'etag',
    contentType: 'image/png',
    metadata: {},
    ...partial,
  };
}

function req(partial: Partial<StorageRulesRequest>): StorageRulesRequest {
  return {
    method: 'get',
    bucket: 'b1',
    path: 'users/u1/a.png',
    auth: { uid: 'u1', token: { email: 'u1@example.com' } },
    resource: null,
    time: '2026-01-01T00:00:00Z',
    ...partial,
  };
}

const allowed = { allowed: true };

describe('Storage requests', () => {
  it('match on /b/{bucket}/o/..., wildcards binding the bucket and the path', () => {
    const ruleset = rules(`
    match /users/{uid}/{file=**} {
      allow read: if bucket == 'b1' && uid == request.auth.uid && file == path('a.png')
        && request.path == /b/b1/o/users/u1/a.png;
    }`);
    expect(evaluateStorageRequest(ruleset, req({}))).toEqual(allowed);
    expect(evaluateStorageRequest(ruleset, req({ bucket: 'b2' })).allowed).toBe(false);
  });

  it('read covers get and list; write covers create, update and delete', () => {
    const ruleset = rules(`match /{all=**} { allow read; }`);
    for (const method of ['get', 'list'] as const) {
      expect(evaluateStorageRequest(ruleset, req({ method }))).toEqual(allowed);
    }
    for (const method of ['create', 'update', 'delete'] as const) {
      expect(evaluateStorageRequest(ruleset, req({ method }))).toEqual({
        allowed: false,
        message: 'No matching allow statements',
      });
    }
  });

  it('request.resource is the object after a write, with its size, type and metadata', () => {
    const ruleset = rules(`
    match /users/{uid}/{file} {
      allow create: if request.resource.size < 1024 && request.resource.contentType == 'image/png'
        && request.resource.metadata.caption == 'Lied' && request.resource.contentEncoding == null
        && request.resource.timeCreated < request.time + duration.value(1, 'd');
    }`);
    const write = (partial: Partial<StorageRulesObject>) =>
      evaluateStorageRequest(
        ruleset,
        req({
          method: 'create',
          requestResource: object({ metadata: { caption: 'Lied' }, ...partial }),
        }),
      );
    expect(write({})).toEqual(allowed);
    expect(write({ size: 2048 }).allowed).toBe(false);
    expect(write({ contentType: 'image/gif' }).allowed).toBe(false);
  });

  it('resource is the stored object; request.resource is null for delete', () => {
    const ruleset = rules(`
    match /users/{uid}/{file} {
      allow delete: if resource.metadata.owner == request.auth.uid && request.resource == null;
    }`);
    const stored = object({ metadata: { owner: 'u1' } });
    expect(evaluateStorageRequest(ruleset, req({ method: 'delete', resource: stored }))).toEqual(
      allowed,
    );
    expect(evaluateStorageRequest(ruleset, req({ method: 'delete', resource: null })).allowed).toBe(
      false,
    );
  });

  it('firestore.get() and exists() read Firestore documents; the global get() is not there', () => {
    const documents: RulesDataAccess = {
      get: (path) =>
        path === 'groups/g1'
          ? { members: { arrayValue: { values: [{ stringValue: 'u1' }] } } }
          : null,
    };
    const ruleset = rules(`
    match /groups/{group}/{file} {
      allow get: if request.auth.uid in firestore.get(/databases/(default)/documents/groups/$(group)).data.members;
      allow list: if firestore.exists(/databases/(default)/documents/groups/$(group));
      allow delete: if get(/databases/(default)/documents/groups/$(group)) != null;
    }`);
    const at = (group: string) => `groups/${group}/f.txt`;
    expect(evaluateStorageRequest(ruleset, req({ path: at('g1') }), documents)).toEqual(allowed);
    expect(evaluateStorageRequest(ruleset, req({ path: at('g2') }), documents)).toEqual({
      allowed: false,
      message: "Null value error. for 'get' @ L6",
    });
    expect(
      evaluateStorageRequest(ruleset, req({ method: 'list', path: at('g1') }), documents),
    ).toEqual(allowed);
    expect(
      evaluateStorageRequest(ruleset, req({ method: 'delete', path: at('g1') }), documents),
    ).toEqual({
      allowed: false,
      message: "Function not found error: Name: [get]. for 'delete' @ L8",
    });
    // Without a Firestore beside it, firestore.get() is an error: the request is refused.
    expect(evaluateStorageRequest(ruleset, req({ path: at('g1') })).allowed).toBe(false);
  });

  it('refuses every request under rules written for another service', () => {
    const firestoreRules = parseRules(`rules_version = '2';
service cloud.firestore { match /{all=**} { allow read; } }`);
    expect(evaluateStorageRequest(firestoreRules, req({})).allowed).toBe(false);
  });
});
