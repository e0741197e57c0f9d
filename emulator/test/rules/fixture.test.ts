// The sample rules file: owner-only documents, an admin custom claim, friend-only reads through
// exists(), write validation with diff().affectedKeys().hasOnly(), and list queries that must be
// refused unless their `where` clauses guarantee the rule.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileQuery } from '../../src/firestore/query.js';
import type { JsonObject } from '../../src/rpc/contract.js';
import {
  evaluateRequest,
  parseRules,
  rulesQueryOf,
  type FirestoreFields,
  type RulesAuth,
  type RulesDataAccess,
  type RulesRequest,
} from '../../src/rules/index.js';

const SOURCE = readFileSync(new URL('./fixtures/sample.rules', import.meta.url), 'utf8');
const ruleset = parseRules(SOURCE);

/** The 1-based line of the first line containing `snippet`, so messages track the fixture. */
function lineOf(snippet: string): number {
  const index = SOURCE.split('\n').findIndex((line) => line.includes(snippet));
  if (index < 0) throw new Error(`not in fixture: ${snippet}`);
  return index + 1;
}

const ALICE: RulesAuth = { uid: 'alice', token: { sub: 'alice', email: 'alice@example.com' } };
const BOB: RulesAuth = { uid: 'bob', token: { sub: 'bob' } };
const ADMIN: RulesAuth = { uid: 'root', token: { sub: 'root', admin: true } };

const s = (stringValue: string): JsonObject => ({ stringValue });
const DATABASE = 'projects/demo/databases/(default)';

class FakeStore implements RulesDataAccess {
  readonly reads: string[] = [];
  constructor(private readonly documents: Record<string, FirestoreFields> = {}) {}
  get(path: string): FirestoreFields | null {
    this.reads.push(path);
    return this.documents[path] ?? null;
  }
}

function request(
  partial: Partial<RulesRequest> & Pick<RulesRequest, 'method' | 'path'>,
): RulesRequest {
  return { auth: null, resource: null, time: '2026-01-01T00:00:00Z', ...partial };
}

function whereEqual(field: string, value: JsonObject): JsonObject {
  return { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value } };
}

describe('owner-only documents', () => {
  const store = new FakeStore();
  const aliceDoc = { name: s('Alice'), bio: s('pianist') };

  it('lets the owner read her document', () => {
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'get', path: 'users/alice', auth: ALICE, resource: aliceDoc }),
      store,
    );
    expect(decision).toEqual({ allowed: true });
  });

  it('denies another member, naming each failed rule and line as production does', () => {
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'get', path: 'users/alice', auth: BOB, resource: aliceDoc }),
      store,
    );
    expect(decision).toEqual({
      allowed: false,
      message:
        `false for 'get' @ L${lineOf('allow get: if isOwner(uid);')}, ` +
        `Property admin is undefined on object. for 'get' @ L${lineOf('allow read, write: if isAdmin();')}`,
    });
  });

  it('denies a visitor', () => {
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'get', path: 'users/alice', resource: aliceDoc }),
      store,
    );
    expect(decision.allowed).toBe(false);
  });

  it('lets an admin (custom claim) read through the recursive wildcard', () => {
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'get', path: 'users/alice', auth: ADMIN, resource: aliceDoc }),
      store,
    );
    expect(decision).toEqual({ allowed: true });
  });

  it('lets an admin write at any depth, and nobody else', () => {
    const deep = request({ method: 'delete', path: 'a/b/c/d/e/f', auth: ADMIN });
    expect(evaluateRequest(ruleset, deep, store)).toEqual({ allowed: true });
    expect(evaluateRequest(ruleset, { ...deep, auth: ALICE }, store).allowed).toBe(false);
  });
});

describe('validated writes', () => {
  const store = new FakeStore();
  const before = { name: s('Alice'), bio: s('pianist') };

  it.each([
    ['accepts a create with allowed keys', { name: s('Alice') }, true],
    ['refuses a create with an extra key', { name: s('Alice'), role: s('admin') }, false],
    ['refuses a create with a name that is not a string', { name: { integerValue: '1' } }, false],
    ['refuses a create with a name that is too long', { name: s('x'.repeat(41)) }, false],
  ])('%s', (_label, after, allowed) => {
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'create', path: 'users/alice', auth: ALICE, requestResource: after }),
      store,
    );
    expect(decision.allowed).toBe(allowed);
  });

  it('accepts an update that changes only allowed fields', () => {
    const decision = evaluateRequest(
      ruleset,
      request({
        method: 'update',
        path: 'users/alice',
        auth: ALICE,
        resource: { ...before, role: s('member') },
        requestResource: { ...before, bio: s('organist'), role: s('member') },
      }),
      store,
    );
    expect(decision).toEqual({ allowed: true });
  });

  it('refuses an update that touches another field, with the rule line', () => {
    const decision = evaluateRequest(
      ruleset,
      request({
        method: 'update',
        path: 'users/alice',
        auth: ALICE,
        resource: { ...before, role: s('member') },
        requestResource: { ...before, role: s('admin') },
      }),
      store,
    );
    expect(decision.allowed).toBe(false);
    if (!decision.allowed)
      expect(decision.message).toContain(
        `false for 'update' @ L${lineOf('allow update: if isOwner(uid)')}`,
      );
  });

  it("refuses an update of someone else's document", () => {
    const decision = evaluateRequest(
      ruleset,
      request({
        method: 'update',
        path: 'users/alice',
        auth: BOB,
        resource: before,
        requestResource: before,
      }),
      store,
    );
    expect(decision.allowed).toBe(false);
  });
});

describe('friend-only reads through exists()', () => {
  const privateProfile = { visibility: s('private') };
  const store = new FakeStore({
    'profiles/alice/friends/bob': { since: { integerValue: '2020' } },
  });

  it('lets an accepted friend read a private profile, reading the friendship document', () => {
    store.reads.length = 0;
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'get', path: 'profiles/alice', auth: BOB, resource: privateProfile }),
      store,
    );
    expect(decision).toEqual({ allowed: true });
    expect(store.reads).toEqual(['profiles/alice/friends/bob']);
  });

  it('refuses a member who is not a friend', () => {
    const carol: RulesAuth = { uid: 'carol', token: {} };
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'get', path: 'profiles/alice', auth: carol, resource: privateProfile }),
      store,
    );
    expect(decision.allowed).toBe(false);
  });

  it('lets anybody read a public profile without reading other documents', () => {
    store.reads.length = 0;
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'get', path: 'profiles/alice', resource: { visibility: s('public') } }),
      store,
    );
    expect(decision).toEqual({ allowed: true });
    expect(store.reads).toEqual([]);
  });

  it('denies a read of a missing profile with a Null value error for a visitor', () => {
    const decision = evaluateRequest(
      ruleset,
      request({ method: 'get', path: 'profiles/nobody' }),
      store,
    );
    expect(decision.allowed).toBe(false);
    if (!decision.allowed)
      expect(decision.message).toContain(
        `Null value error. for 'get' @ L${lineOf('allow get: if resource.data.visibility')}`,
      );
  });
});

describe('list queries: rules are not filters', () => {
  const store = new FakeStore();
  const list = (path: string, auth: RulesAuth | null, structuredQuery: JsonObject) =>
    evaluateRequest(
      ruleset,
      request({
        method: 'list',
        path,
        auth,
        query: rulesQueryOf(
          compileQuery(DATABASE, `${DATABASE}/documents`, {
            from: [{ collectionId: path }],
            ...structuredQuery,
          }),
        ),
      }),
      store,
    );

  it('refuses a query for profiles without the where clause the rule needs', () => {
    const decision = list('profiles', ALICE, {});
    expect(decision.allowed).toBe(false);
    if (!decision.allowed) {
      expect(decision.message).toContain(
        `for 'list' @ L${lineOf('allow list: if signedIn() && resource.data.visibility')}`,
      );
      expect(decision.message).toContain('Property visibility is undefined on object.');
    }
  });

  it("accepts it with where('visibility', '==', 'public')", () => {
    expect(list('profiles', ALICE, { where: whereEqual('visibility', s('public')) })).toEqual({
      allowed: true,
    });
  });

  it('refuses a where on the wrong value, and a visitor even with the right one', () => {
    expect(list('profiles', ALICE, { where: whereEqual('visibility', s('private')) }).allowed).toBe(
      false,
    );
    expect(list('profiles', null, { where: whereEqual('visibility', s('public')) }).allowed).toBe(
      false,
    );
  });

  it('checks every alternative of an in filter', () => {
    const inFilter = (values: string[]) => ({
      where: {
        fieldFilter: {
          field: { fieldPath: 'visibility' },
          op: 'IN',
          value: { arrayValue: { values: values.map(s) } },
        },
      },
    });
    expect(list('profiles', ALICE, inFilter(['public']))).toEqual({ allowed: true });
    expect(list('profiles', ALICE, inFilter(['public', 'private'])).allowed).toBe(false);
  });

  it('checks every branch of an OR', () => {
    const or = (second: string) => ({
      where: {
        compositeFilter: {
          op: 'OR',
          filters: [whereEqual('visibility', s('public')), whereEqual('visibility', s(second))],
        },
      },
    });
    expect(list('profiles', ALICE, or('public'))).toEqual({ allowed: true });
    expect(list('profiles', ALICE, or('private')).allowed).toBe(false);
  });

  it('does not treat a range filter as a guarantee', () => {
    const range = {
      where: {
        fieldFilter: {
          field: { fieldPath: 'visibility' },
          op: 'GREATER_THAN_OR_EQUAL',
          value: s('public'),
        },
      },
    };
    expect(list('profiles', ALICE, range).allowed).toBe(false);
  });

  it('requires notes queries to pin the owner to the caller and to set a small limit', () => {
    const own = whereEqual('owner', s('alice'));
    const combined = {
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [own, whereEqual('archived', { booleanValue: false })],
        },
      },
      limit: 20,
    };
    expect(list('notes', ALICE, { where: own, limit: 20 })).toEqual({ allowed: true });
    expect(list('notes', ALICE, combined)).toEqual({ allowed: true });
    expect(list('notes', ALICE, { where: own, limit: 500 }).allowed).toBe(false);
    expect(list('notes', ALICE, { where: own }).allowed).toBe(false); // no limit: request.query.limit is null
    expect(list('notes', BOB, { where: own, limit: 20 }).allowed).toBe(false);
    expect(list('notes', ALICE, { limit: 20 }).allowed).toBe(false);
  });

  it('still lets an admin list anything (the recursive rule does not read the data)', () => {
    expect(list('notes', ADMIN, {})).toEqual({ allowed: true });
  });
});
