// Aggregations over fields aggregate only the documents that have every field a sum or average
// names, count included, as production does: the admin client's system test "performs
// aggregations on documents with all aggregated fields" sums 300 pages over the three books
// that have a year, not 350 over all four. A value of another type still counts as present:
// sum and average skip it, count counts its document (the web SDK's "performs sum only on
// numeric fields").
import { AggregateField } from 'firebase-admin/firestore';
import { average, collection, count, getAggregateFromServer, sum } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-aggregation-fields');
  const books: Record<string, Record<string, unknown>> = {
    a: { author: 'authorA', pages: 100, year: 1980 },
    b: { author: 'authorB', pages: 50, year: 2020 },
    c: { author: 'authorC', pages: 150, year: 2021 },
    d: { author: 'authorD', pages: 50 },
    e: { author: 'authorE', pages: 'many', year: 2000, inOtherShelf: true },
  };
  const batch = stack.admin.batch();
  for (const [id, data] of Object.entries(books)) {
    const shelf = data.inOtherShelf ? 'mixed' : 'books';
    batch.set(stack.admin.doc(`${shelf}/${id}`), data);
    if (!data.inOtherShelf) batch.set(stack.admin.doc(`mixed/${id}`), data);
  }
  await batch.commit();
});
afterAll(async () => stack.stop());

describe('aggregations over several fields', () => {
  test('firebase-admin: only documents with every aggregated field', async () => {
    const snapshot = await stack.admin
      .collection('books')
      .aggregate({
        totalPages: AggregateField.sum('pages'),
        averagePages: AggregateField.average('pages'),
        averageYear: AggregateField.average('year'),
        count: AggregateField.count(),
      })
      .get();
    expect(snapshot.data()).toEqual({
      totalPages: 300,
      averagePages: 100,
      averageYear: 2007,
      count: 3,
    });
  });

  test('firebase (Node): the same, and a value of another type still counts as present', async () => {
    const books = await getAggregateFromServer(collection(stack.client, 'books'), {
      totalPages: sum('pages'),
      averageYear: average('year'),
      count: count(),
    });
    expect(books.data()).toEqual({ totalPages: 300, averageYear: 2007, count: 3 });
    // mixed/e has `pages: 'many'`: present, so counted, but not summed.
    const mixed = await getAggregateFromServer(collection(stack.client, 'mixed'), {
      totalPages: sum('pages'),
      averageYear: average('year'),
      count: count(),
    });
    expect(mixed.data()).toEqual({ totalPages: 300, averageYear: 2005.25, count: 4 });
  });
});
