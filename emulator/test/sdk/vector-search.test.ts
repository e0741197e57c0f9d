// Vector search (findNearest) from firebase-admin, the one SDK that sends it (the `firebase`
// SDKs store vectors but have no findNearest outside pipelines): the three distance measures,
// thresholds in each measure's direction, limits up to 1000, the distance result field, nested
// vector fields, documents skipped when their field is not a vector of the query's dimensions,
// `where` pre-filters, `select`, and vector indexes required when indexes are enforced.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { collection, doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { JsonObject } from '../../src/rpc/contract.js';
import { startTestStack, type TestStack } from '../support/emulator.js';

const indexesPath = join(mkdtempSync(join(tmpdir(), 'vector-')), 'firestore.indexes.json');
const vectorIndex = (group: string, field: string, dimension: number, prefix: string[] = []) => ({
  collectionGroup: group,
  queryScope: 'COLLECTION',
  fields: [
    ...prefix.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    { fieldPath: field, vectorConfig: { dimension, flat: {} } },
  ],
});
writeFileSync(
  indexesPath,
  JSON.stringify({
    indexes: [
      vectorIndex('pieces', 'embedding', 3),
      vectorIndex('pieces', 'embedding', 3, ['color']),
      vectorIndex('nested', 'meta.embedding', 3),
      vectorIndex('many', 'v', 2),
    ],
  }),
);

let stack: TestStack;
const query = [1, 0, 0];

beforeAll(async () => {
  stack = await startTestStack('demo-vector-search', { indexesPath });
  const pieces: Record<string, Record<string, unknown>> = {
    a: { color: 'red', embedding: FieldValue.vector([1, 0, 0]) },
    b: { color: 'blue', embedding: FieldValue.vector([0, 1, 0]) },
    c: { color: 'red', embedding: FieldValue.vector([1, 1, 0]) },
    d: { color: 'blue', embedding: FieldValue.vector([2, 2, 2]), distance: 'kept unless asked' },
    e: { color: 'red', embedding: FieldValue.vector([0.5, 0, 0]) },
    k: { color: 'green', embedding: FieldValue.vector([0, 0, 0]) },
    // Skipped: not a vector, or a vector of other dimensions, or no field at all.
    array: { color: 'red', embedding: [1, 0, 0] },
    short: { color: 'red', embedding: FieldValue.vector([1, 0]) },
    text: { color: 'red', embedding: '1,0,0' },
    none: { color: 'red' },
  };
  const batch = stack.admin.batch();
  for (const [id, data] of Object.entries(pieces)) batch.set(stack.admin.doc(`pieces/${id}`), data);
  batch.set(stack.admin.doc('nested/n1'), { meta: { embedding: FieldValue.vector([0, 0, 1]) } });
  batch.set(stack.admin.doc('nested/n2'), { meta: { embedding: FieldValue.vector([1, 0, 0.1]) } });
  batch.set(stack.admin.doc('nested/flat'), { embedding: FieldValue.vector([1, 0, 0]) });
  await batch.commit();
  for (let start = 0; start < 1200; start += 400) {
    const many = stack.admin.batch();
    for (let i = start; i < start + 400; i++) {
      many.set(stack.admin.doc(`many/m${i}`), { v: FieldValue.vector([i, 1]) });
    }
    await many.commit();
  }
});
afterAll(async () => stack.stop());

const pieces = () => stack.admin.collection('pieces');
type Measure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';
const nearest = (measure: Measure, limit = 10, extra: Record<string, unknown> = {}) =>
  pieces().findNearest({
    vectorField: 'embedding',
    queryVector: query,
    limit,
    distanceMeasure: measure,
    ...extra,
  });
/** A vector as the wire carries it: a map typed `__vector__` holding the elements. */
const vectorValue = (elements: number[]): JsonObject => ({
  mapValue: {
    fields: {
      __type__: { stringValue: '__vector__' },
      value: { arrayValue: { values: elements.map((doubleValue) => ({ doubleValue })) } },
    },
  },
});
const ids = async (vectorQuery: FirebaseFirestore.VectorQuery) =>
  (await vectorQuery.get()).docs.map((d) => d.id);

describe('distance measures, nearest first', () => {
  test('EUCLIDEAN: smaller is nearer; equal distances by document name', async () => {
    expect(await ids(nearest('EUCLIDEAN'))).toEqual(['a', 'e', 'c', 'k', 'b', 'd']);
  });

  test('COSINE: by angle, skipping the zero vector (no angle)', async () => {
    expect(await ids(nearest('COSINE'))).toEqual(['a', 'e', 'c', 'd', 'b']);
  });

  test('DOT_PRODUCT: larger is nearer', async () => {
    expect(await ids(nearest('DOT_PRODUCT'))).toEqual(['d', 'a', 'c', 'e', 'b', 'k']);
  });

  test('limit keeps the nearest; up to 1000 results, no more', async () => {
    expect(await ids(nearest('EUCLIDEAN', 2))).toEqual(['a', 'e']);
    const many = stack.admin.collection('many').findNearest({
      vectorField: 'v',
      queryVector: [0, 1],
      limit: 1000,
      distanceMeasure: 'EUCLIDEAN',
    });
    const results = await ids(many);
    expect(results).toHaveLength(1000);
    expect(results.slice(0, 3)).toEqual(['m0', 'm1', 'm2']);
    await expect(nearest('EUCLIDEAN', 1001).get()).rejects.toMatchObject({
      code: 3,
      message: expect.stringMatching(
        /FindNearest\.limit must be a positive integer of no more than 1000/,
      ),
    });
  });
});

describe('thresholds and the distance result field', () => {
  test('each measure keeps what is at least as near as the threshold', async () => {
    expect(await ids(nearest('EUCLIDEAN', 10, { distanceThreshold: 1 }))).toEqual([
      'a',
      'e',
      'c',
      'k',
    ]);
    expect(await ids(nearest('COSINE', 10, { distanceThreshold: 0.3 }))).toEqual(['a', 'e', 'c']);
    // DOT_PRODUCT: larger is nearer, so the threshold keeps distances >= it.
    expect(await ids(nearest('DOT_PRODUCT', 10, { distanceThreshold: 1 }))).toEqual([
      'd',
      'a',
      'c',
    ]);
  });

  test('distanceResultField carries each distance, replacing a field of that name', async () => {
    const snapshot = await nearest('DOT_PRODUCT', 2, { distanceResultField: 'distance' }).get();
    expect(snapshot.docs.map((d) => [d.id, d.get('distance')])).toEqual([
      ['d', 2],
      ['a', 1],
    ]);
    expect(snapshot.docs[0]!.get('color')).toBe('blue');
    // Stored documents keep their own field.
    expect((await stack.admin.doc('pieces/d').get()).get('distance')).toBe('kept unless asked');
    const euclidean = await nearest('EUCLIDEAN', 3, { distanceResultField: 'score.euclid' }).get();
    expect(euclidean.docs.map((d) => d.get('score.euclid'))).toEqual([0, 0.5, 1]);
  });
});

describe('fields, filters and projections', () => {
  test('vectors nested in maps', async () => {
    const snapshot = await stack.admin
      .collection('nested')
      .findNearest({
        vectorField: 'meta.embedding',
        queryVector: query,
        limit: 5,
        distanceMeasure: 'COSINE',
      })
      .get();
    expect(snapshot.docs.map((d) => d.id)).toEqual(['n2', 'n1']);
  });

  test('where pre-filters, then the nearest among what they keep', async () => {
    const red = pieces().where('color', '==', 'red').findNearest({
      vectorField: 'embedding',
      queryVector: query,
      limit: 10,
      distanceMeasure: 'EUCLIDEAN',
    });
    expect(await ids(red)).toEqual(['a', 'e', 'c']);
  });

  test('select returns the selected fields and the distance', async () => {
    const snapshot = await pieces()
      .select('color')
      .findNearest({
        vectorField: 'embedding',
        queryVector: query,
        limit: 2,
        distanceMeasure: 'EUCLIDEAN',
        distanceResultField: 'distance',
      })
      .get();
    expect(snapshot.docs.map((d) => d.data())).toEqual([
      { color: 'red', distance: 0 },
      { color: 'red', distance: 0.5 },
    ]);
  });

  test('the Node firebase SDK reads the vectors back', async () => {
    const read = await getDoc(doc(collection(stack.client, 'pieces'), 'c'));
    expect(read.get('embedding').toArray()).toEqual([1, 1, 0]);
  });
});

describe('vector indexes, enforced with an indexes file', () => {
  test('a search without its vector index is refused, naming the index to add', async () => {
    const attempt = pieces()
      .where('color', '==', 'red')
      .where('size', '==', 2)
      .findNearest({
        vectorField: 'embedding',
        queryVector: query,
        limit: 3,
        distanceMeasure: 'EUCLIDEAN',
      })
      .get();
    await expect(attempt).rejects.toMatchObject({ code: 9 });
    await expect(attempt).rejects.toThrow(
      /vector index[\s\S]*"fieldPath": "size"[\s\S]*"vectorConfig": \{\s*"dimension": 3/,
    );
  });

  test("a query vector of other dimensions than the index's is refused", async () => {
    const attempt = pieces()
      .findNearest({
        vectorField: 'embedding',
        queryVector: [1, 0],
        limit: 3,
        distanceMeasure: 'EUCLIDEAN',
      })
      .get();
    await expect(attempt).rejects.toMatchObject({ code: 9 });
  });

  test('bad searches are refused with what is wrong', async () => {
    const database = `projects/${stack.projectId}/databases/(default)`;
    const search = (findNearest: JsonObject, extra: JsonObject = {}) =>
      stack.emulator.rpcs.runQuery(
        { database, authorization: 'Bearer owner' },
        {
          parent: `${database}/documents`,
          structuredQuery: { from: [{ collectionId: 'pieces' }], findNearest, ...extra },
        },
      );
    const valid = {
      vectorField: { fieldPath: 'embedding' },
      queryVector: vectorValue([1, 0]),
      distanceMeasure: 'EUCLIDEAN',
      limit: 3,
    };
    await expect(search({ ...valid, distanceMeasure: 'MANHATTAN' })).rejects.toThrow(
      /distance measure/,
    );
    await expect(
      search({ ...valid, queryVector: { arrayValue: { values: [{ doubleValue: 1 }] } } }),
    ).rejects.toThrow(/vector value/);
    await expect(search({ ...valid, limit: 0 })).rejects.toThrow(
      /positive integer of no more than 1000/,
    );
    await expect(search(valid, { orderBy: [{ field: { fieldPath: 'color' } }] })).rejects.toThrow(
      /cannot be combined with orderBy/,
    );
  });

  test('a Listen target with findNearest is removed with INVALID_ARGUMENT: no real-time form', async () => {
    const database = `projects/${stack.projectId}/databases/(default)`;
    const sent: JsonObject[] = [];
    const handler = stack.emulator.rpcs.listen(
      { database, authorization: 'Bearer owner' },
      {
        send: (message) => sent.push(message),
        fail: (error) => sent.push({ failed: error.message }),
      },
    );
    handler.receive({
      database,
      addTarget: {
        targetId: 3,
        query: {
          parent: `${database}/documents`,
          structuredQuery: {
            from: [{ collectionId: 'pieces' }],
            findNearest: {
              vectorField: { fieldPath: 'embedding' },
              queryVector: vectorValue(query),
              distanceMeasure: 'EUCLIDEAN',
              limit: 3,
            },
          },
        },
      },
    });
    const change = sent.at(-1)?.targetChange as JsonObject | undefined;
    expect(change).toMatchObject({ targetChangeType: 'REMOVE', targetIds: [3] });
    expect(change?.cause).toMatchObject({ code: 3, message: expect.stringMatching(/listened to/) });
    handler.close();
  });
});
