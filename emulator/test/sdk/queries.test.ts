// Queries from both Node SDKs: Firestore's cross-type order, cursors, OR, in/not-in,
// array-contains(-any), unary filters, limitToLast, offset, select, collection groups,
// aggregations, and index enforcement.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateField, FieldPath, Timestamp } from 'firebase-admin/firestore';
import {
  and,
  average,
  collection,
  collectionGroup,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  sum,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';

const indexesDir = mkdtempSync(join(tmpdir(), 'emulator-indexes-'));
const indexesPath = join(indexesDir, 'firestore.indexes.json');
writeFileSync(
  indexesPath,
  JSON.stringify({
    indexes: [
      {
        collectionGroup: 'recordings',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'composer', order: 'ASCENDING' },
          { fieldPath: 'year', order: 'DESCENDING' },
        ],
      },
    ],
    fieldOverrides: [
      {
        collectionGroup: 'movements',
        fieldPath: 'tempo',
        indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
      },
    ],
  }),
);

let stack: TestStack;
const mixedValues: Record<string, unknown> = {};

beforeAll(async () => {
  stack = await startTestStack('demo-queries', { indexesPath });
  const admin = stack.admin;
  Object.assign(mixedValues, {
    null: null,
    false: false,
    true: true,
    nan: NaN,
    negInf: -Infinity,
    minusOne: -1,
    zero: 0,
    half: 0.5,
    one: 1,
    big: 2 ** 60,
    ts: Timestamp.fromMillis(0),
    strA: 'a',
    strB: 'b',
    bytes: Buffer.from([1]),
    ref: admin.doc('a/b'),
    arr: [1],
    map: { a: 1 },
  });
  const batch = admin.batch();
  for (const [id, value] of Object.entries(mixedValues)) {
    batch.set(admin.doc(`mixed/${id}`), { v: value });
  }
  batch.set(admin.doc('mixed/missing'), { other: 1 });
  const recordings = [
    { id: 'r1', composer: 'Bach', year: 1960, tags: ['organ', 'baroque'], rating: 4 },
    { id: 'r2', composer: 'Bach', year: 1985, tags: ['cello'], rating: 5 },
    { id: 'r3', composer: 'Brahms', year: 1970, tags: ['piano'], rating: 3 },
    { id: 'r4', composer: 'Mahler', year: 2001, tags: ['orchestra', 'choir'], rating: 5 },
    { id: 'r5', composer: 'Bach', year: 2010, tags: ['choir'], rating: null },
  ];
  for (const { id, ...data } of recordings) batch.set(admin.doc(`recordings/${id}`), data);
  batch.set(admin.doc('symphonies/s1/movements/m1'), { tempo: 60 });
  batch.set(admin.doc('symphonies/s1/movements/m2'), { tempo: 120 });
  batch.set(admin.doc('symphonies/s2/movements/m1'), { tempo: 90 });
  batch.set(admin.doc('other/x/movements/m9'), { tempo: 30 });
  await batch.commit();
});
afterAll(async () => stack.stop());

const ids = (snapshot: { docs: { id: string }[] }): string[] => snapshot.docs.map((d) => d.id);

describe('ordering and filters (firebase-admin)', () => {
  test('orderBy follows the cross-type order and skips documents without the field', async () => {
    const snapshot = await stack.admin.collection('mixed').orderBy('v').get();
    expect(ids(snapshot)).toEqual([
      'null',
      'false',
      'true',
      'nan',
      'negInf',
      'minusOne',
      'zero',
      'half',
      'one',
      'big',
      'ts',
      'strA',
      'strB',
      'bytes',
      'ref',
      'arr',
      'map',
    ]);
    const descending = await stack.admin.collection('mixed').orderBy('v', 'desc').limit(2).get();
    expect(ids(descending)).toEqual(['map', 'arr']);
  });

  test('range filters stay within one type; int and double compare by value', async () => {
    const numbers = await stack.admin.collection('mixed').where('v', '>=', 0).get();
    expect(ids(numbers)).toEqual(['zero', 'half', 'one', 'big']);
    const equalToOne = await stack.admin.collection('mixed').where('v', '==', 1.0).get();
    expect(ids(equalToOne)).toEqual(['one']);
    const strings = await stack.admin.collection('mixed').where('v', '>', 'a').get();
    expect(ids(strings)).toEqual(['strB']);
  });

  test('unary filters: == NaN, == null, != null, != NaN', async () => {
    expect(ids(await stack.admin.collection('mixed').where('v', '==', NaN).get())).toEqual(['nan']);
    expect(ids(await stack.admin.collection('mixed').where('v', '==', null).get())).toEqual([
      'null',
    ]);
    const notNull = await stack.admin.collection('mixed').where('v', '!=', null).get();
    expect(notNull.size).toBe(Object.keys(mixedValues).length - 1);
    const notNaN = await stack.admin.collection('mixed').where('v', '!=', NaN).get();
    expect(ids(notNaN)).not.toContain('nan');
    expect(ids(notNaN)).not.toContain('null');
  });

  test('in, not-in, array-contains, array-contains-any', async () => {
    const recordings = stack.admin.collection('recordings');
    expect(ids(await recordings.where('composer', 'in', ['Brahms', 'Mahler']).get())).toEqual([
      'r3',
      'r4',
    ]);
    expect(ids(await recordings.where('composer', 'not-in', ['Bach']).get())).toEqual(['r3', 'r4']);
    expect(ids(await recordings.where('tags', 'array-contains', 'choir').get())).toEqual([
      'r4',
      'r5',
    ]);
    expect(
      ids(await recordings.where('tags', 'array-contains-any', ['cello', 'piano']).get()),
    ).toEqual(['r2', 'r3']);
    expect(ids(await recordings.where('rating', '!=', 5).get())).toEqual(['r3', 'r1']);
  });

  test('cursors, limitToLast, offset and select', async () => {
    const byYear = stack.admin.collection('recordings').orderBy('year');
    expect(ids(await byYear.startAfter(1970).get())).toEqual(['r2', 'r4', 'r5']);
    expect(ids(await byYear.startAt(1970).endBefore(2001).get())).toEqual(['r3', 'r2']);
    expect(ids(await byYear.endAt(1970).get())).toEqual(['r1', 'r3']);
    expect(ids(await byYear.limitToLast(2).get())).toEqual(['r4', 'r5']);
    expect(ids(await byYear.offset(1).limit(2).get())).toEqual(['r3', 'r2']);
    const first = (await byYear.limit(1).get()).docs[0];
    expect(ids(await byYear.startAfter(first).limit(1).get())).toEqual(['r3']);
    const selected = await stack.admin.collection('recordings').select('year').limit(1).get();
    expect(selected.docs[0]?.data()).toEqual({ year: 1960 });
    const byName = await stack.admin
      .collection('recordings')
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(2)
      .get();
    expect(ids(byName)).toEqual(['r5', 'r4']);
  });

  test('count, sum and avg', async () => {
    const bach = stack.admin.collection('recordings').where('composer', '==', 'Bach');
    expect((await bach.count().get()).data().count).toBe(3);
    const aggregate = await stack.admin
      .collection('recordings')
      .aggregate({
        total: AggregateField.sum('rating'),
        mean: AggregateField.average('rating'),
        n: AggregateField.count(),
      })
      .get();
    expect(aggregate.data()).toEqual({ total: 17, mean: 4.25, n: 5 });
  });

  test('collection group queries across parents', async () => {
    const all = await stack.admin.collectionGroup('movements').orderBy('tempo').get();
    expect(all.docs.map((d) => d.ref.path)).toEqual([
      'other/x/movements/m9',
      'symphonies/s1/movements/m1',
      'symphonies/s2/movements/m1',
      'symphonies/s1/movements/m2',
    ]);
  });
});

describe('queries from the Node build of firebase', () => {
  test('OR, in and array-contains-any over Listen-backed getDocs', async () => {
    const recordings = collection(stack.client, 'recordings');
    const either = await getDocs(
      query(recordings, or(where('composer', '==', 'Brahms'), where('year', '==', 2010))),
    );
    expect(either.docs.map((d) => d.id).sort()).toEqual(['r3', 'r5']);
    const combined = await getDocs(
      query(
        recordings,
        and(
          where('composer', 'in', ['Bach', 'Mahler']),
          or(where('tags', 'array-contains-any', ['choir']), where('rating', '==', 4)),
        ),
      ),
    );
    expect(combined.docs.map((d) => d.id).sort()).toEqual(['r1', 'r4', 'r5']);
  });

  test('cursors and limitToLast', async () => {
    const byYear = query(collection(stack.client, 'recordings'), orderBy('year'));
    const after = await getDocs(query(byYear, startAfter(1985), limit(2)));
    expect(after.docs.map((d) => d.id)).toEqual(['r4', 'r5']);
    const last = await getDocs(query(byYear, limitToLast(2)));
    expect(last.docs.map((d) => d.id)).toEqual(['r4', 'r5']);
  });

  test('count, sum and average', async () => {
    const recordings = collection(stack.client, 'recordings');
    const count = await getCountFromServer(query(recordings, where('rating', '>=', 4)));
    expect(count.data().count).toBe(3);
    const aggregate = await getAggregateFromServer(recordings, {
      total: sum('year'),
      mean: average('rating'),
    });
    expect(aggregate.data()).toEqual({ total: 9926, mean: 4.25 });
  });

  test('collection group with a COLLECTION_GROUP field override', async () => {
    const fast = await getDocs(
      query(collectionGroup(stack.client, 'movements'), where('tempo', '>', 80)),
    );
    expect(fast.docs.map((d) => d.ref.path).sort()).toEqual([
      'symphonies/s1/movements/m2',
      'symphonies/s2/movements/m1',
    ]);
  });
});

describe('index enforcement', () => {
  test('a query with a declared composite index runs', async () => {
    const snapshot = await stack.admin
      .collection('recordings')
      .where('composer', '==', 'Bach')
      .orderBy('year', 'desc')
      .get();
    expect(ids(snapshot)).toEqual(['r5', 'r2', 'r1']);
  });

  test('firebase-admin: a missing composite index fails with FAILED_PRECONDITION naming it', async () => {
    const attempt = stack.admin
      .collection('recordings')
      .where('composer', '==', 'Bach')
      .where('rating', '>', 3)
      .get();
    await expect(attempt).rejects.toMatchObject({ code: 9 });
    await expect(attempt).rejects.toThrow(/firestore\.indexes\.json[\s\S]*"fieldPath": "rating"/);
  });

  test('firebase (Node): a missing index rejects getDocs with failed-precondition', async () => {
    const attempt = getDocs(
      query(
        collection(stack.client, 'recordings'),
        where('tags', 'array-contains', 'choir'),
        orderBy('year'),
      ),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  test('a collection-group filter without a field override is rejected', async () => {
    await expect(
      stack.admin.collectionGroup('recordings').where('year', '>', 1).get(),
    ).rejects.toMatchObject({ code: 9 });
  });
});
