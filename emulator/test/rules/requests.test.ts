// Deciding requests: path matching with single and recursive wildcards, overlapping matches,
// denials on evaluation errors, document access limits, getAfter(), functions and queries.

import { describe, expect, it } from 'vitest';
import { compileFilter } from '../../src/firestore/filters.js';
import {
  DocumentAccessBudget,
  evaluateRequest,
  MULTI_DOCUMENT_ACCESS_LIMIT,
  parseRules,
  type FirestoreFields,
  type RulesDataAccess,
  type RulesRequest,
  type RulesValue,
} from '../../src/rules/index.js';

const NO_DATA: RulesDataAccess = { get: () => null };

function rules(body: string, version = "rules_version = '2';") {
  return parseRules(`${version}
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

function req(partial: Partial<RulesRequest> & Pick<RulesRequest, 'method' | 'path'>): RulesRequest {
  return {
    auth: { uid: 'u1', token: {} },
    resource: null,
    time: '2026-05-01T12:00:00Z',
    ...partial,
  };
}

describe('wildcard matching', () => {
  const ruleset = rules(`
    match /rooms/{roomId} {
      allow get: if roomId == 'lobby';
      match /messages/{messageId} {
        allow get: if roomId == 'lobby' && messageId.size() == 2;
      }
    }
    match /files/{rest=**} {
      allow get: if rest == /a/b/c || rest == path('');
    }`);

  it.each([
    ['rooms/lobby', true],
    ['rooms/other', false],
    ['rooms/lobby/messages/m1', true],
    ['rooms/lobby/messages/m12', false],
    ['rooms/other/messages/m1', false],
    ['rooms/lobby/messages/m1/extra/x', false], // single wildcards never span segments
    ['files/a/b/c', true], // the recursive wildcard binds the rest as a path
    ['files/a/b', false],
  ])('get %s → %s', (path, allowed) => {
    expect(evaluateRequest(ruleset, req({ method: 'get', path }), NO_DATA).allowed).toBe(allowed);
  });

  it('reports a path no match block covers as production does', () => {
    expect(evaluateRequest(ruleset, req({ method: 'get', path: 'elsewhere/x' }), NO_DATA)).toEqual({
      allowed: false,
      message: 'No matching allow statements',
    });
  });

  it('reports a matched path whose allow statements cover other methods the same way', () => {
    expect(
      evaluateRequest(ruleset, req({ method: 'delete', path: 'rooms/lobby' }), NO_DATA),
    ).toEqual({
      allowed: false,
      message: 'No matching allow statements',
    });
  });

  it('matches zero segments with {x=**} in rules_version 2 and not in version 1', () => {
    const body = `match /{all=**} { allow get: if true; }`;
    const v2 = rules(body);
    const v1 = rules(body, '');
    // /databases/(default)/documents/{all=**}: the outer block consumes everything but `all`.
    expect(evaluateRequest(v2, req({ method: 'get', path: 'a/b' }), NO_DATA).allowed).toBe(true);
    const nested = `match /a/{all=**} { allow get: if true; }`;
    expect(evaluateRequest(rules(nested), req({ method: 'get', path: 'a' }), NO_DATA).allowed).toBe(
      true,
    );
    expect(
      evaluateRequest(rules(nested, ''), req({ method: 'get', path: 'a' }), NO_DATA).allowed,
    ).toBe(false);
    expect(evaluateRequest(v1, req({ method: 'get', path: 'a/b' }), NO_DATA).allowed).toBe(true);
  });

  it('supports recursive wildcards in the middle of a pattern in version 2', () => {
    const ruleset2 = rules(
      `match /{prefix=**}/posts/{postId} { allow get: if prefix == /forums/f1; }`,
    );
    expect(
      evaluateRequest(ruleset2, req({ method: 'get', path: 'forums/f1/posts/p' }), NO_DATA).allowed,
    ).toBe(true);
    expect(
      evaluateRequest(ruleset2, req({ method: 'get', path: 'forums/f2/posts/p' }), NO_DATA).allowed,
    ).toBe(false);
  });
});

describe('methods', () => {
  const ruleset = rules(`
    match /r/{id} { allow read: if true; }
    match /w/{id} { allow write: if true; }
    match /g/{id} { allow get, create: if true; }`);

  it.each([
    ['r', 'get', true],
    ['r', 'list', true],
    ['r', 'create', false],
    ['w', 'create', true],
    ['w', 'update', true],
    ['w', 'delete', true],
    ['w', 'get', false],
    ['g', 'get', true],
    ['g', 'list', false],
    ['g', 'create', true],
    ['g', 'update', false],
  ] as const)('%s: %s → %s', (collection, method, allowed) => {
    const path = method === 'list' ? collection : `${collection}/x`;
    expect(evaluateRequest(ruleset, req({ method, path }), NO_DATA).allowed).toBe(allowed);
  });
});

describe('overlapping matches and allow statements are OR-ed', () => {
  const ruleset = rules(`
    match /docs/{id} {
      allow read: if id == 'one';
      allow get: if id == 'two';
    }
    match /docs/three {
      allow get: if true;
    }
    match /{document=**} {
      allow get: if document == /docs/four;
    }`);

  it.each(['one', 'two', 'three', 'four'])('allows docs/%s through one of the rules', (id) => {
    expect(evaluateRequest(ruleset, req({ method: 'get', path: `docs/${id}` }), NO_DATA)).toEqual({
      allowed: true,
    });
  });

  it('denies when every applicable statement is false, listing each', () => {
    const decision = evaluateRequest(ruleset, req({ method: 'get', path: 'docs/five' }), NO_DATA);
    expect(decision).toEqual({
      allowed: false,
      message: "false for 'get' @ L6, false for 'get' @ L7, false for 'get' @ L13",
    });
  });

  it('grants an allow statement without a condition', () => {
    const open = rules('match /open/{id} { allow read; }');
    expect(evaluateRequest(open, req({ method: 'list', path: 'open' }), NO_DATA)).toEqual({
      allowed: true,
    });
  });
});

describe('evaluation errors deny', () => {
  const ruleset = rules(`
    match /items/{id} {
      allow get: if resource.data.count / 0 > 1;
      allow update: if request.resource.data.title.size() > 0;
      allow create: if request.resource.data.missing == 1 || request.resource.data.ok == true;
      allow delete: if request.time < timestamp.date(2026, 1, 1) || resource.data.locked == false;
    }`);
  const item: FirestoreFields = { count: { integerValue: '4' }, locked: { booleanValue: false } };

  it('turns a division by zero into a denial quoting the error', () => {
    const decision = evaluateRequest(
      ruleset,
      req({ method: 'get', path: 'items/a', resource: item }),
      NO_DATA,
    );
    expect(decision).toEqual({ allowed: false, message: "Division by zero error. for 'get' @ L6" });
  });

  it('turns a missing field into a denial', () => {
    const decision = evaluateRequest(
      ruleset,
      req({
        method: 'update',
        path: 'items/a',
        resource: item,
        requestResource: { count: { integerValue: '1' } },
      }),
      NO_DATA,
    );
    expect(decision).toEqual({
      allowed: false,
      message: "Property title is undefined on object. for 'update' @ L7",
    });
  });

  it('lets a true right side of || win over an error on the left, as production does', () => {
    const decision = evaluateRequest(
      ruleset,
      req({ method: 'create', path: 'items/a', requestResource: { ok: { booleanValue: true } } }),
      NO_DATA,
    );
    expect(decision).toEqual({ allowed: true });
    const refused = evaluateRequest(
      ruleset,
      req({ method: 'create', path: 'items/a', requestResource: { ok: { booleanValue: false } } }),
      NO_DATA,
    );
    expect(refused).toEqual({
      allowed: false,
      message: "Property missing is undefined on object. for 'create' @ L8",
    });
  });

  it('compares request.time as a timestamp', () => {
    expect(
      evaluateRequest(ruleset, req({ method: 'delete', path: 'items/a', resource: item }), NO_DATA),
    ).toEqual({
      allowed: true,
    });
  });

  it('denies a null auth dereference with a Null value error', () => {
    const authRules = rules('match /p/{id} { allow get: if request.auth.uid == id; }');
    expect(
      evaluateRequest(authRules, req({ method: 'get', path: 'p/x', auth: null }), NO_DATA),
    ).toEqual({
      allowed: false,
      message: "Null value error. for 'get' @ L4",
    });
  });
});

describe('malformed input denies instead of throwing', () => {
  const ruleset = rules('match /a/{id} { allow read; }');

  it('denies a request whose time is not a timestamp', () => {
    const decision = evaluateRequest(
      ruleset,
      req({ method: 'get', path: 'a/k', time: 'yesterday' }),
      NO_DATA,
    );
    expect(decision).toEqual({ allowed: false, message: 'Invalid timestamp: yesterday' });
  });

  it('denies a document with an unreadable value', () => {
    const resource = { n: { integerValue: 'twelve' } };
    const decision = evaluateRequest(
      ruleset,
      req({ method: 'get', path: 'a/k', resource }),
      NO_DATA,
    );
    expect(decision).toEqual({ allowed: false, message: 'Invalid integerValue: twelve' });
  });

  it('denies a query with more alternatives than it can check', () => {
    const values = Array.from({ length: 30 }, (_, i) => ({ integerValue: String(i) }));
    const inFilter = (field: string) => ({
      fieldFilter: { field: { fieldPath: field }, op: 'IN', value: { arrayValue: { values } } },
    });
    const filters = { compositeFilter: { op: 'AND', filters: [inFilter('a'), inFilter('b')] } };
    const decision = evaluateRequest(
      ruleset,
      req({ method: 'list', path: 'a', query: { filter: compileFilter(filters) } }),
      NO_DATA,
    );
    expect(decision.allowed).toBe(false);
  });

  it('accepts a Date as the request time', () => {
    const timed = rules('match /a/{id} { allow get: if request.time == timestamp.value(1000); }');
    expect(
      evaluateRequest(timed, req({ method: 'get', path: 'a/k', time: new Date(1000) }), NO_DATA),
    ).toEqual({
      allowed: true,
    });
  });
});

describe('document access calls', () => {
  const store = (count: number): RulesDataAccess & { reads: string[] } => {
    const reads: string[] = [];
    return {
      reads,
      get(path: string) {
        reads.push(path);
        const n = Number(path.split('/')[1]);
        return n < count ? { n: { integerValue: String(n) } } : null;
      },
    };
  };
  const calls = (n: number) =>
    Array.from({ length: n }, (_, i) => `exists(/databases/$(database)/documents/d/${i})`).join(
      ' && ',
    );
  const eleven = rules(`match /x/{id} { allow get: if ${calls(11)}; }`);
  const ten = rules(`match /x/{id} { allow get: if ${calls(10)}; }`);

  it('allows ten distinct document reads in one request', () => {
    expect(evaluateRequest(ten, req({ method: 'get', path: 'x/1' }), store(20))).toEqual({
      allowed: true,
    });
  });

  it('denies the eleventh, as production caps single-document requests at 10', () => {
    const decision = evaluateRequest(eleven, req({ method: 'get', path: 'x/1' }), store(20));
    expect(decision).toEqual({
      allowed: false,
      message: "Maximum of 10 document access calls exceeded. for 'get' @ L4",
    });
  });

  it('counts a document read twice once', () => {
    const twice = rules(
      `match /x/{id} { allow get: if ${calls(10)} && get(/databases/$(database)/documents/d/3).data.n == 3; }`,
    );
    expect(evaluateRequest(twice, req({ method: 'get', path: 'x/1' }), store(20))).toEqual({
      allowed: true,
    });
  });

  it('shares a budget of 20 across the writes of one batch', () => {
    const writes = rules(`match /x/{id} { allow create: if ${calls(8)}; }`);
    const budget = new DocumentAccessBudget(MULTI_DOCUMENT_ACCESS_LIMIT);
    const data = store(20);
    // The same 8 documents for every write: cached, so any number of writes fits.
    for (const id of ['a', 'b', 'c']) {
      expect(
        evaluateRequest(writes, req({ method: 'create', path: `x/${id}` }), data, { budget }),
      ).toEqual({
        allowed: true,
      });
    }
    expect(budget.used).toBe(8);
    const more = rules(
      `match /y/{id} { allow create: if exists(/databases/$(database)/documents/d/$(id)); }`,
    );
    for (let i = 8; i < 20; i += 1) {
      expect(
        evaluateRequest(more, req({ method: 'create', path: `y/${i}` }), data, { budget }).allowed,
      ).toBe(true);
    }
    const decision = evaluateRequest(more, req({ method: 'create', path: 'y/0' }), data, {
      budget,
    });
    expect(decision).toEqual({ allowed: true }); // d/0 was already read in this batch
    const over = evaluateRequest(more, req({ method: 'create', path: 'y/25' }), data, { budget });
    expect(over.allowed).toBe(false);
    if (!over.allowed)
      expect(over.message).toContain('Maximum of 20 document access calls exceeded.');
  });

  it('denies a get() of a missing document and allows a false exists()', () => {
    const missing = rules(`
      match /x/{id} {
        allow get: if get(/databases/$(database)/documents/d/99).data.n == 1;
        allow list: if !exists(/databases/$(database)/documents/d/99);
      }`);
    expect(evaluateRequest(missing, req({ method: 'get', path: 'x/1' }), store(5))).toEqual({
      allowed: false,
      message: "Null value error. for 'get' @ L6",
    });
    expect(evaluateRequest(missing, req({ method: 'list', path: 'x' }), store(5))).toEqual({
      allowed: true,
    });
  });

  it('exposes the fetched document as a resource with data, id and __name__', () => {
    const shape = rules(`
      match /x/{id} {
        allow get: if get(/databases/$(database)/documents/d/1).id == '1'
          && get(/databases/$(database)/documents/d/1).__name__ == /databases/$(database)/documents/d/1
          && get(/databases/$(database)/documents/d/1).data.n == 1;
      }`);
    expect(evaluateRequest(shape, req({ method: 'get', path: 'x/1' }), store(5))).toEqual({
      allowed: true,
    });
  });

  it('reads the state after the write with getAfter() and existsAfter(), for writes only', () => {
    const after = rules(`
      match /x/{id} {
        allow create: if getAfter(/databases/$(database)/documents/counters/c).data.n == 2
          && existsAfter(/databases/$(database)/documents/x/$(id));
        allow get: if existsAfter(/databases/$(database)/documents/x/$(id));
      }`);
    const data: RulesDataAccess = {
      get: () => null,
      getAfter: (path): FirestoreFields | null =>
        path === 'counters/c' ? { n: { integerValue: '2' } } : path === 'x/new' ? {} : null,
    };
    expect(evaluateRequest(after, req({ method: 'create', path: 'x/new' }), data)).toEqual({
      allowed: true,
    });
    const read = evaluateRequest(after, req({ method: 'get', path: 'x/new' }), data);
    expect(read.allowed).toBe(false);
    if (!read.allowed) expect(read.message).toContain('only available for write requests');
  });
});

describe('functions', () => {
  it('resolves match-scoped functions with access to wildcards, and lets lazily', () => {
    const ruleset = rules(`
      function top(x) { return x + 1; }
      match /a/{id} {
        function sameId(other) {
          let unused = 1 / 0;
          let mine = id;
          return mine == other;
        }
        allow get: if sameId('k') && top(1) == 2;
      }`);
    expect(evaluateRequest(ruleset, req({ method: 'get', path: 'a/k' }), NO_DATA)).toEqual({
      allowed: true,
    });
    expect(evaluateRequest(ruleset, req({ method: 'get', path: 'a/j' }), NO_DATA).allowed).toBe(
      false,
    );
  });

  it('denies recursion once the call depth limit is reached', () => {
    const ruleset = rules(`
      function loop(n) { return loop(n + 1); }
      match /a/{id} { allow get: if loop(0); }`);
    const decision = evaluateRequest(ruleset, req({ method: 'get', path: 'a/k' }), NO_DATA);
    expect(decision.allowed).toBe(false);
    if (!decision.allowed) expect(decision.message).toContain('Maximum function call depth');
  });

  it('refuses a call with the wrong number of arguments', () => {
    const ruleset = rules(`
      function one(a) { return true; }
      match /a/{id} { allow get: if one(1, 2); }`);
    expect(evaluateRequest(ruleset, req({ method: 'get', path: 'a/k' }), NO_DATA).allowed).toBe(
      false,
    );
  });

  it('passes debug() values to the sink', () => {
    const seen: RulesValue[] = [];
    const ruleset = rules(`match /a/{id} { allow get: if debug(id) == 'k'; }`);
    evaluateRequest(ruleset, req({ method: 'get', path: 'a/k' }), NO_DATA, {
      debugSink: (v) => seen.push(v),
    });
    expect(seen).toEqual([{ type: 'string', value: 'k' }]);
  });
});

describe('request variables', () => {
  it('exposes method, path, time and auth token claims', () => {
    const ruleset = rules(`
      match /a/{id} {
        allow update: if request.method == 'update'
          && request.path == /databases/$(database)/documents/a/$(id)
          && request.time == timestamp.date(2026, 5, 1) + duration.value(12, 'h')
          && request.auth.token.email_verified == true
          && request.auth.token.level == 3
          && request.resource.id == id
          && resource.__name__ == request.path;
      }`);
    const decision = evaluateRequest(
      ruleset,
      req({
        method: 'update',
        path: 'a/k',
        auth: { uid: 'u1', token: { email_verified: true, level: 3 } },
        resource: {},
        requestResource: {},
      }),
      NO_DATA,
    );
    expect(decision).toEqual({ allowed: true });
  });

  it('converts every Firestore value type from proto3 JSON', () => {
    const ruleset = rules(`
      match /a/{id} {
        allow get: if resource.data.i == 5 && resource.data.d == 1.5 && math.isNaN(resource.data.nan)
          && resource.data.s == 'x' && resource.data.b == true && resource.data.n == null
          && resource.data.t == timestamp.value(1000) && resource.data.t.nanos() == 0
          && resource.data.bytes == b'\\x01\\x02'
          && resource.data.ref == /databases/(default)/documents/users/u1
          && resource.data.geo.latitude() == 1.5
          && resource.data.list == [1, 'two']
          && resource.data.m.inner == 'v';
      }`);
    const resource: FirestoreFields = {
      i: { integerValue: '5' },
      d: { doubleValue: 1.5 },
      nan: { doubleValue: 'NaN' },
      s: { stringValue: 'x' },
      b: { booleanValue: true },
      n: { nullValue: 'NULL_VALUE' },
      t: { timestampValue: '1970-01-01T00:00:01Z' },
      bytes: { bytesValue: 'AQI=' },
      ref: { referenceValue: 'projects/p/databases/(default)/documents/users/u1' },
      geo: { geoPointValue: { latitude: 1.5, longitude: 2 } },
      list: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'two' }] } },
      m: { mapValue: { fields: { inner: { stringValue: 'v' } } } },
    };
    expect(
      evaluateRequest(ruleset, req({ method: 'get', path: 'a/k', resource }), NO_DATA),
    ).toEqual({ allowed: true });
  });
});

describe('queries', () => {
  it('refuses a list rule that reads the unknown document id, unless the query pins __name__', () => {
    const ruleset = rules(`match /a/{id} { allow list: if id == 'k'; }`);
    const named = {
      fieldFilter: {
        field: { fieldPath: '__name__' },
        op: 'EQUAL',
        value: { referenceValue: 'projects/p/databases/(default)/documents/a/k' },
      },
    };
    expect(
      evaluateRequest(ruleset, req({ method: 'list', path: 'a', query: {} }), NO_DATA).allowed,
    ).toBe(false);
    expect(
      evaluateRequest(
        ruleset,
        req({ method: 'list', path: 'a', query: { filter: compileFilter(named) } }),
        NO_DATA,
      ),
    ).toEqual({
      allowed: true,
    });
  });

  it('refuses a query whose only filter is an empty OR, which returns every document', () => {
    const ruleset = rules(`match /a/{id} { allow list: if resource.data.visibility == 'public'; }`);
    const emptyOr = compileFilter({ compositeFilter: { op: 'OR', filters: [] } });
    const decision = evaluateRequest(
      ruleset,
      req({ method: 'list', path: 'a', query: { filter: emptyOr } }),
      NO_DATA,
    );
    expect(decision.allowed).toBe(false);
  });

  it('matches collection group queries only through a recursive wildcard', () => {
    const group = rules(
      `match /{prefix=**}/posts/{postId} { allow list: if resource.data.published == true; }`,
    );
    const topLevelOnly = rules(
      `match /posts/{postId} { allow list: if resource.data.published == true; }`,
    );
    const published = {
      filter: compileFilter({
        fieldFilter: {
          field: { fieldPath: 'published' },
          op: 'EQUAL',
          value: { booleanValue: true },
        },
      }),
    };
    const query = req({ method: 'list', path: 'posts', collectionGroup: true, query: published });
    expect(evaluateRequest(group, query, NO_DATA)).toEqual({ allowed: true });
    expect(evaluateRequest(topLevelOnly, query, NO_DATA)).toEqual({
      allowed: false,
      message: 'No matching allow statements',
    });
  });

  it('guarantees `x in resource.data.list` with array-contains, and nothing else about the list', () => {
    const ruleset = rules(`
      match /rooms/{id} {
        allow list: if request.auth.uid in resource.data.members;
      }
      match /sizes/{id} {
        allow list: if resource.data.members.size() < 10;
      }`);
    const contains = (uid: string) => ({
      filter: compileFilter({
        fieldFilter: {
          field: { fieldPath: 'members' },
          op: 'ARRAY_CONTAINS',
          value: { stringValue: uid },
        },
      }),
    });
    const list = (path: string, uid: string) =>
      evaluateRequest(ruleset, req({ method: 'list', path, query: contains(uid) }), NO_DATA);
    expect(list('rooms', 'u1')).toEqual({ allowed: true });
    expect(list('rooms', 'someone-else').allowed).toBe(false);
    expect(list('sizes', 'u1').allowed).toBe(false);
    expect(
      evaluateRequest(ruleset, req({ method: 'list', path: 'rooms', query: {} }), NO_DATA).allowed,
    ).toBe(false);
  });

  it('refuses rules that need the whole document, such as keys(), for a query', () => {
    const ruleset = rules(`match /a/{id} { allow list: if resource.data.keys().size() > 0; }`);
    expect(
      evaluateRequest(ruleset, req({ method: 'list', path: 'a', query: {} }), NO_DATA).allowed,
    ).toBe(false);
  });

  it('pins nested fields and accepts contradictory filters, which return nothing', () => {
    const ruleset = rules(`match /a/{id} { allow list: if resource.data.meta.kind == 'public'; }`);
    const nested = {
      filter: compileFilter({
        fieldFilter: {
          field: { fieldPath: 'meta.kind' },
          op: 'EQUAL',
          value: { stringValue: 'public' },
        },
      }),
    };
    expect(
      evaluateRequest(ruleset, req({ method: 'list', path: 'a', query: nested }), NO_DATA),
    ).toEqual({ allowed: true });
    const contradiction = {
      filter: compileFilter({
        compositeFilter: {
          op: 'AND',
          filters: [
            {
              fieldFilter: { field: { fieldPath: 'x' }, op: 'EQUAL', value: { integerValue: '1' } },
            },
            {
              fieldFilter: { field: { fieldPath: 'x' }, op: 'EQUAL', value: { integerValue: '2' } },
            },
          ],
        },
      }),
    };
    expect(
      evaluateRequest(ruleset, req({ method: 'list', path: 'a', query: contradiction }), NO_DATA),
    ).toEqual({
      allowed: true,
    });
  });

  it('exposes limit, offset and the first orderBy field as request.query', () => {
    const ruleset = rules(
      `match /a/{id} { allow list: if request.query.limit == 5 && request.query.offset == 2 && request.query.orderBy == 'createdAt'; }`,
    );
    const query = { limit: 5, offset: 2, orderBy: [{ field: 'createdAt' }] };
    expect(evaluateRequest(ruleset, req({ method: 'list', path: 'a', query }), NO_DATA)).toEqual({
      allowed: true,
    });
  });
});
