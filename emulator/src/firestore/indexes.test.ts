import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { JsonObject } from '../rpc/contract.js';
import { IndexEnforcer } from './indexes.js';
import { compileQuery } from './query.js';

const database = 'projects/p/databases/(default)';
const root = `${database}/documents`;
const field = (fieldPath: string): JsonObject => ({ fieldPath });
const filter = (fieldPath: string, op: string, value: JsonObject): JsonObject => ({
  fieldFilter: { field: field(fieldPath), op, value },
});
const and = (...filters: JsonObject[]): JsonObject => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: JsonObject[]): JsonObject => ({ compositeFilter: { op: 'OR', filters } });
const one = { integerValue: '1' };

function check(enforcer: IndexEnforcer, structuredQuery: JsonObject, group = false): void {
  enforcer.check(
    compileQuery(database, root, {
      from: [{ collectionId: 'posts', ...(group && { allDescendants: true }) }],
      ...structuredQuery,
    }),
  );
}

describe('index enforcement', () => {
  const none = new IndexEnforcer(undefined, true);

  test('single-field queries, equality merges and __name__ order need no composite index', () => {
    check(none, {});
    check(none, { where: filter('a', 'EQUAL', one) });
    check(none, { where: filter('a', 'GREATER_THAN', one) });
    check(none, { orderBy: [{ field: field('a'), direction: 'DESCENDING' }] });
    check(none, { where: and(filter('a', 'EQUAL', one), filter('b', 'EQUAL', one)) });
    check(none, { where: and(filter('a', 'EQUAL', one), filter('b', 'ARRAY_CONTAINS', one)) });
    check(none, {
      where: filter('a', 'GREATER_THAN', one),
      orderBy: [{ field: field('a') }, { field: field('__name__') }],
    });
  });

  test('equality + range/order on another field, or two orders, need a composite index', () => {
    expect(() =>
      check(none, { where: and(filter('a', 'EQUAL', one), filter('b', 'LESS_THAN', one)) }),
    ).toThrow(/requires an index[\s\S]*"fieldPath": "a"[\s\S]*"fieldPath": "b"/);
    expect(() =>
      check(none, {
        where: filter('tags', 'ARRAY_CONTAINS', one),
        orderBy: [{ field: field('b') }],
      }),
    ).toThrow(/"arrayConfig": "CONTAINS"/);
    expect(() => check(none, { orderBy: [{ field: field('a') }, { field: field('b') }] })).toThrow(
      /requires an index/,
    );
    expect(() =>
      check(none, {
        where: or(
          filter('a', 'EQUAL', one),
          and(filter('b', 'EQUAL', one), filter('c', 'GREATER_THAN', one)),
        ),
      }),
    ).toThrow(/requires an index/);
  });

  test('a declared index serves the query; the file is re-read when it changes', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'indexes-')), 'firestore.indexes.json');
    writeFileSync(path, JSON.stringify({ indexes: [] }));
    const enforcer = new IndexEnforcer(path);
    const query = {
      where: filter('a', 'EQUAL', one),
      orderBy: [{ field: field('b'), direction: 'DESCENDING' }],
    };
    expect(() => check(enforcer, query)).toThrow(/requires an index/);
    writeFileSync(
      path,
      JSON.stringify({
        indexes: [
          {
            collectionGroup: 'posts',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'a', order: 'ASCENDING' },
              { fieldPath: 'b', order: 'DESCENDING' },
            ],
          },
        ],
      }),
    );
    // Make sure the modification time differs even on coarse file systems.
    const later = new Date(Date.now() + 5000);
    utimesSync(path, later, later);
    check(enforcer, query);
    expect(() => check(enforcer, { ...query, orderBy: [{ field: field('b') }] })).toThrow(
      /requires an index/,
    );
  });

  test('collection-group filters need a COLLECTION_GROUP single-field index', () => {
    check(none, {}, true);
    expect(() => check(none, { where: filter('a', 'EQUAL', one) }, true)).toThrow(
      /fieldOverrides[\s\S]*COLLECTION_GROUP/,
    );
  });
});
