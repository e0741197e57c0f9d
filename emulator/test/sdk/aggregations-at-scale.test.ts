// count, sum and average over thousands of documents from both Node SDKs, with production's
// typing: integer sums stay exact integers until they overflow int64 and then become doubles;
// any double makes the sum a double; NaN propagates (and so does Infinity + -Infinity); an
// average is a double; values that are not numbers are skipped; no numbers: sum 0, average null.
import { AggregateField } from 'firebase-admin/firestore';
import {
  average,
  collection,
  count,
  getAggregateFromServer,
  query,
  sum,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { JsonObject } from '../../src/rpc/contract.js';
import { startTestStack, type TestStack } from '../support/emulator.js';

let stack: TestStack;
const DOCUMENTS = 4000;

/** Document i: an integer, a double, a string, or no `n` at all, by its position. */
function valueOf(i: number): { kind: string; n?: unknown } {
  if (i < 1500) return { kind: 'int', n: i };
  if (i < 2500) return { kind: 'double', n: i + 0.25 };
  if (i < 3000) return { kind: 'text', n: String(i) };
  if (i < 3500) return { kind: 'flag', n: true };
  return { kind: 'missing' };
}

const ints = Array.from({ length: 1500 }, (_, i) => i);
const doubles = Array.from({ length: 1000 }, (_, i) => 1500 + i + 0.25);
const intSum = ints.reduce((a, b) => a + b, 0);
const doubleSum = doubles.reduce((a, b) => a + b, 0);

async function writeAll(path: string, documents: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < documents.length; start += 500) {
    const batch = stack.admin.batch();
    documents.slice(start, start + 500).forEach((data, offset) => {
      batch.set(stack.admin.doc(`${path}/d${start + offset}`), data);
    });
    await batch.commit();
  }
}

/** The aggregate fields as the wire carries them, to tell integers from doubles. */
async function wireAggregates(
  collectionId: string,
  aggregations: JsonObject[],
): Promise<JsonObject> {
  const database = `projects/${stack.projectId}/databases/(default)`;
  const [response] = await stack.emulator.rpcs.runAggregationQuery(
    { database, authorization: 'Bearer owner' },
    {
      parent: `${database}/documents`,
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId }] },
        aggregations,
      },
    },
  );
  return (response!.result as JsonObject).aggregateFields as JsonObject;
}

beforeAll(async () => {
  stack = await startTestStack('demo-aggregations-at-scale');
  await writeAll(
    'scale',
    Array.from({ length: DOCUMENTS }, (_, i) => valueOf(i)),
  );
  const max = 2n ** 63n - 1n;
  await writeAll('overflow', [{ n: max }, { n: max }, { n: 2n }]);
  await writeAll('underflow', [{ n: -max }, { n: -max }, { n: -5n }]);
  await writeAll('exact', [{ n: max - 10n }, { n: 10n }]);
  await writeAll('nan', [{ n: 1 }, { n: NaN }, { n: 2.5 }]);
  await writeAll('infinities', [{ n: Infinity }, { n: -Infinity }, { n: 3 }]);
  await writeAll('words', [{ n: 'one' }, { n: null }, { n: [1] }]);
});
afterAll(async () => stack.stop());

describe(`${DOCUMENTS} documents of mixed types`, () => {
  test('firebase-admin: sum and average skip what is not a number', async () => {
    const snapshot = await stack.admin
      .collection('scale')
      .aggregate({
        all: AggregateField.count(),
        total: AggregateField.sum('n'),
        mean: AggregateField.average('n'),
      })
      .get();
    // Beside sum('n'), count counts the documents that have `n` (of any type), as production
    // aggregates only documents with every aggregated field: the 500 without it are left out.
    expect(snapshot.data().all).toBe(DOCUMENTS - 500);
    expect(snapshot.data().total).toBeCloseTo(intSum + doubleSum, 6);
    expect(snapshot.data().mean).toBeCloseTo((intSum + doubleSum) / 2500, 9);
  });

  test('firebase (Node): the same over a filtered subset, integers only', async () => {
    const integers = query(collection(stack.client, 'scale'), where('kind', '==', 'int'));
    const snapshot = await getAggregateFromServer(integers, {
      all: count(),
      total: sum('n'),
      mean: average('n'),
    });
    expect(snapshot.data()).toEqual({ all: 1500, total: intSum, mean: intSum / 1500 });
  });

  test('on the wire: an integer sum is an integer, with a double it is a double, averages are doubles', async () => {
    const fields = await wireAggregates('scale', [
      { alias: 'total', sum: { field: { fieldPath: 'n' } } },
      { alias: 'mean', avg: { field: { fieldPath: 'n' } } },
    ]);
    expect(fields.total).toHaveProperty('doubleValue');
    expect(fields.mean).toHaveProperty('doubleValue');
    const exact = await wireAggregates('exact', [
      { alias: 'total', sum: { field: { fieldPath: 'n' } } },
      { alias: 'mean', avg: { field: { fieldPath: 'n' } } },
    ]);
    expect(exact.total).toEqual({ integerValue: (2n ** 63n - 1n).toString() });
    expect(exact.mean).toHaveProperty('doubleValue');
  });
});

describe('overflow, NaN and infinities', () => {
  const aggregates = async (collectionId: string) =>
    (
      await stack.admin
        .collection(collectionId)
        .aggregate({ total: AggregateField.sum('n'), mean: AggregateField.average('n') })
        .get()
    ).data();

  test('an integer sum beyond int64 becomes a double, either way', async () => {
    const max = Number(2n ** 63n - 1n);
    expect(await aggregates('overflow')).toEqual({ total: 2 * max + 2, mean: (2 * max + 2) / 3 });
    expect(await aggregates('underflow')).toEqual({
      total: -2 * max - 5,
      mean: (-2 * max - 5) / 3,
    });
    const wire = await wireAggregates('overflow', [
      { alias: 'total', sum: { field: { fieldPath: 'n' } } },
    ]);
    expect(wire.total).toHaveProperty('doubleValue');
  });

  test('NaN propagates; Infinity and -Infinity make NaN', async () => {
    const nan = await aggregates('nan');
    expect(nan.total).toBeNaN();
    expect(nan.mean).toBeNaN();
    const infinities = await aggregates('infinities');
    expect(infinities.total).toBeNaN();
    expect(infinities.mean).toBeNaN();
  });

  test('no numbers at all: sum 0, average null; count still counts', async () => {
    expect(await aggregates('words')).toEqual({ total: 0, mean: null });
    const counted = await getAggregateFromServer(collection(stack.client, 'words'), {
      all: count(),
      total: sum('n'),
      mean: average('n'),
    });
    expect(counted.data()).toEqual({ all: 3, total: 0, mean: null });
  });
});
