// Translating a compiled query's filters into the field values the query guarantees.

import { describe, expect, it } from 'vitest';
import { compileFilter } from '../../src/firestore/filters.js';
import { compileQuery } from '../../src/firestore/query.js';
import type { JsonObject } from '../../src/rpc/contract.js';
import {
  evaluateRequest,
  listRequestForQuery,
  parseRules,
  queryAlternatives,
  rulesQueryOf,
} from '../../src/rules/index.js';

const eq = (field: string, value: JsonObject): JsonObject => ({
  fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value },
});
const int = (n: number): JsonObject => ({ integerValue: String(n) });
const and = (...filters: JsonObject[]): JsonObject => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: JsonObject[]): JsonObject => ({ compositeFilter: { op: 'OR', filters } });

/** Alternatives as plain `field=value` strings for readable assertions. */
function shapes(filter: JsonObject): string[][] {
  return queryAlternatives(compileFilter(filter)).map((alternative) =>
    alternative.map(({ field, value, contains }) => {
      const shown = 'value' in value ? String(value.value) : value.type;
      return `${field.join('.')}${contains ? ' contains ' : '='}${shown}`;
    }),
  );
}

describe('queryAlternatives', () => {
  it('pins equality filters and leaves range and != filters unknown', () => {
    const filter = and(
      eq('a', int(1)),
      { fieldFilter: { field: { fieldPath: 'b' }, op: 'LESS_THAN', value: int(5) } },
      { fieldFilter: { field: { fieldPath: 'c' }, op: 'NOT_EQUAL', value: int(5) } },
      { fieldFilter: { field: { fieldPath: 'd' }, op: 'ARRAY_CONTAINS', value: int(5) } },
    );
    expect(shapes(filter)).toEqual([['a=1', 'd contains 5']]);
  });

  it('expands in filters and ORs into alternatives, and combines them under AND', () => {
    const inFilter = {
      fieldFilter: {
        field: { fieldPath: 'a' },
        op: 'IN',
        value: { arrayValue: { values: [int(1), int(2)] } },
      },
    };
    expect(shapes(and(inFilter, or(eq('b', int(3)), eq('b', int(4)))))).toEqual([
      ['a=1', 'b=3'],
      ['a=2', 'b=3'],
      ['a=1', 'b=4'],
      ['a=2', 'b=4'],
    ]);
  });

  it('gives one alternative per value of array-contains-any', () => {
    const any = {
      fieldFilter: {
        field: { fieldPath: 'tags' },
        op: 'ARRAY_CONTAINS_ANY',
        value: { arrayValue: { values: [int(1), int(2)] } },
      },
    };
    expect(shapes(any)).toEqual([['tags contains 1'], ['tags contains 2']]);
  });

  it('pins IS_NULL and IS_NAN unary filters', () => {
    const isNull = { unaryFilter: { op: 'IS_NULL', field: { fieldPath: 'x' } } };
    const isNotNull = { unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath: 'y' } } };
    expect(shapes(and(isNull, isNotNull))).toEqual([['x=null']]);
    const isNaN = { unaryFilter: { op: 'IS_NAN', field: { fieldPath: 'z' } } };
    const isNotNaN = { unaryFilter: { op: 'IS_NOT_NAN', field: { fieldPath: 'w' } } };
    expect(shapes(and(isNaN, isNotNaN))).toEqual([['z=NaN']]);
  });

  it('pins the segments of quoted field paths, as the query engine reads them', () => {
    expect(shapes(eq('`a.b`.c', int(1)))).toEqual([['a.b.c=1']]);
    expect(queryAlternatives(compileFilter(eq('`a.b`.c', int(1))))[0]?.[0]?.field).toEqual([
      'a.b',
      'c',
    ]);
  });

  it('lets an empty OR vouch for nothing: it constrains nothing, as the engine runs it', () => {
    expect(shapes(or())).toEqual([[]]);
    expect(shapes(and(eq('a', int(1)), or()))).toEqual([['a=1']]);
  });

  it('intersects repeated pins and drops contradictions', () => {
    const inFilter = {
      fieldFilter: {
        field: { fieldPath: 'a' },
        op: 'IN',
        value: { arrayValue: { values: [int(1), int(2)] } },
      },
    };
    expect(shapes(and(inFilter, eq('a', int(2))))).toEqual([['a=2']]);
    expect(shapes(and(eq('a', int(1)), eq('a', int(2))))).toEqual([]);
  });

  it('gives one empty alternative for a query without filters', () => {
    expect(queryAlternatives(undefined)).toEqual([[]]);
  });

  it('refuses a query with too many alternatives to check', () => {
    const many = (field: string) => ({
      fieldFilter: {
        field: { fieldPath: field },
        op: 'IN',
        value: { arrayValue: { values: Array.from({ length: 30 }, (_, i) => int(i)) } },
      },
    });
    expect(() => queryAlternatives(compileFilter(and(many('a'), many('b'))))).toThrow(
      'alternatives',
    );
  });
});

describe('rulesQueryOf and listRequestForQuery', () => {
  const database = 'projects/demo/databases/(default)';
  const structuredQuery: JsonObject = {
    from: [{ collectionId: 'posts', allDescendants: true }],
    where: eq('published', { booleanValue: true }),
    orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
    limit: 10,
    offset: 5,
  };
  const compiled = (parent: string, query: JsonObject) =>
    compileQuery(database, `${database}/documents${parent}`, query);

  it('reads limit, offset, orderBy and the compiled filter', () => {
    const query = compiled('', structuredQuery);
    expect(rulesQueryOf(query)).toEqual({
      limit: 10,
      offset: 5,
      orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
      filter: query.filter,
    });
    expect(
      rulesQueryOf(compiled('', { from: [{ collectionId: 'c' }], limit: { value: 3 } })),
    ).toEqual({
      limit: 3,
    });
  });

  it('builds a plain list request at the database root', () => {
    const request = listRequestForQuery(
      compiled('', { from: [{ collectionId: 'notes' }], limit: 3 }),
      { uid: 'u1', token: {} },
      '2026-01-01T00:00:00Z',
    );
    expect(request).toMatchObject({
      method: 'list',
      path: 'notes',
      database: '(default)',
      collectionGroup: false,
      query: { limit: 3 },
    });
  });

  it('builds a collection group list request below the query parent', () => {
    const request = listRequestForQuery(
      compiled('/forums/f1', structuredQuery),
      null,
      '2026-01-01T00:00:00Z',
    );
    expect(request).toMatchObject({
      method: 'list',
      path: 'forums/f1/posts',
      database: '(default)',
      collectionGroup: true,
    });
    const ruleset = parseRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /forums/{forumId}/{rest=**} {
      allow list: if forumId == 'f1' && resource.data.published == true && request.query.limit <= 10;
    }
  }
}`);
    expect(evaluateRequest(ruleset, request, { get: () => null })).toEqual({ allowed: true });
    const otherForum = { ...request, path: 'forums/f2/posts' };
    expect(evaluateRequest(ruleset, otherForum, { get: () => null }).allowed).toBe(false);
  });
});
