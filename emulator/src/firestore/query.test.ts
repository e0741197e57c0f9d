import { describe, expect, test } from 'vitest';
import { compileQuery, runQuery } from './query.js';
import { DocumentStore, type StoredDocument } from './store.js';

const database = 'projects/p/databases/(default)';

function storeWith(values: number[]): DocumentStore {
  const store = new DocumentStore();
  const documents: StoredDocument[] = values.map((value, index) => ({
    path: `c/d${index}`,
    fields: { v: { integerValue: String(value) } },
    createTime: 1,
    updateTime: 1,
  }));
  store.load(database, documents);
  return store;
}

describe('runQuery', () => {
  test('limit over many documents returns the same as a full sort, with offset', () => {
    // A fixed pseudo-random order, with duplicates so __name__ breaks ties.
    const values = Array.from({ length: 500 }, (_, index) => (index * 7919) % 97);
    const store = storeWith(values);
    const ids = (limit: number | undefined, offset: number, direction: string): string[] =>
      runQuery(
        store,
        compileQuery(database, `${database}/documents`, {
          from: [{ collectionId: 'c' }],
          orderBy: [{ field: { fieldPath: 'v' }, direction }],
          offset,
          ...(limit !== undefined && { limit }),
        }),
      ).map((document) => document.path);
    for (const direction of ['ASCENDING', 'DESCENDING']) {
      const all = ids(undefined, 0, direction);
      expect(all).toHaveLength(500);
      expect(ids(10, 0, direction)).toEqual(all.slice(0, 10));
      expect(ids(10, 5, direction)).toEqual(all.slice(5, 15));
    }
  });
});
