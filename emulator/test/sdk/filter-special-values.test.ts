// Special values in filters, as production answers them and Google's SDK suites check (the web
// SDK's query.test.ts "can use IN filters", "can use array-contains-any filters", "can use
// NOT_IN filters"; composite_index_query.test.ts "can use on special values"): NaN matches only
// equality with NaN, never a range; `in` and `array-contains-any` match neither null nor NaN;
// -0 equals 0; the infinities are ordinary numbers at the ends of the range.
//
// Queries go through the lite web SDK (REST RunQuery), which shows the server's answer as it is:
// the full SDK also matches results against its cache by its own rules (where `in [null]` matches
// null), so a document it cached for an earlier query would blur what the server said. Google's
// suites avoid that with a fresh collection per test; the listener here has a collection of its own.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  onSnapshot,
  query as fullQuery,
  where as fullWhere,
  collection as fullCollection,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  query,
  where,
  terminate,
  type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recorded } from '../support/eventually.js';
import { startTestStack, type TestStack } from '../support/emulator.js';

const documents: Record<string, Record<string, unknown>> = {
  zero: { sort: 0, list: [0] },
  nan: { sort: NaN, list: [NaN] },
  null: { sort: null, list: [null] },
  negativeZero: { sort: -0, list: [-0] },
  one: { sort: 1, list: [1] },
  infinity: { sort: Infinity, list: [Infinity] },
  negativeInfinity: { sort: -Infinity, list: [-Infinity] },
  text: { sort: '1', list: ['1'] },
};

let stack: TestStack;
let lite: Firestore;
const liteApp = initializeApp({ projectId: 'demo-special-values', apiKey: 'fake' }, 'lite');
beforeAll(async () => {
  stack = await startTestStack('demo-special-values');
  lite = getFirestore(liteApp);
  connectFirestoreEmulator(lite, '127.0.0.1', stack.emulator.port);
  const batch = stack.admin.batch();
  for (const [id, data] of Object.entries(documents)) {
    batch.set(stack.admin.doc(`values/${id}`), data);
    batch.set(stack.admin.doc(`listened/${id}`), data);
  }
  await batch.commit();
});
afterAll(async () => {
  await terminate(lite);
  await deleteApp(liteApp);
  await stack.stop();
});

const sorted = (ids: string[]) => [...ids].sort();
async function ids(filter: QueryFieldFilterConstraint): Promise<string[]> {
  const snapshot = await getDocs(query(collection(lite, 'values'), filter));
  return sorted(snapshot.docs.map((d) => d.id));
}

describe('NaN in range filters', () => {
  test('a range on numbers leaves NaN out; equality with NaN matches NaN only', async () => {
    expect(await ids(where('sort', '==', NaN))).toEqual(['nan']);
    expect(await ids(where('sort', '<=', 2))).toEqual(
      sorted(['negativeInfinity', 'negativeZero', 'one', 'zero']),
    );
    expect(await ids(where('sort', '>', -Infinity))).toEqual(
      sorted(['infinity', 'negativeZero', 'one', 'zero']),
    );
  });

  test('the same in firebase-admin and in a listener', async () => {
    const admin = await stack.admin.collection('values').where('sort', '<', 1).get();
    expect(sorted(admin.docs.map((d) => d.id))).toEqual(
      sorted(['negativeInfinity', 'negativeZero', 'zero']),
    );
    const snapshots = recorded<QuerySnapshot>();
    const listened = fullQuery(fullCollection(stack.client, 'listened'), fullWhere('sort', '<', 1));
    const stop = onSnapshot(listened, snapshots.push);
    const [first] = await snapshots.until((all) => all.length > 0);
    stop();
    expect(sorted((first as QuerySnapshot).docs.map((d) => d.id))).toEqual(
      sorted(['negativeInfinity', 'negativeZero', 'zero']),
    );
  });
});

describe('null and NaN in in, not-in and array-contains-any', () => {
  test('in [null] and in [NaN] match nothing, unlike not-in; -0 is 0 and infinities match', async () => {
    expect(await ids(where('sort', 'in', [null]))).toEqual([]);
    expect(await ids(where('sort', 'in', [NaN]))).toEqual([]);
    expect(await ids(where('sort', 'in', [1, null, NaN]))).toEqual(['one']);
    // not-in does exclude NaN (and null values); not-in [null] matches nothing.
    expect(await ids(where('sort', 'not-in', [NaN]))).toEqual(
      sorted(['infinity', 'negativeInfinity', 'negativeZero', 'one', 'text', 'zero']),
    );
    expect(await ids(where('sort', 'not-in', [null]))).toEqual([]);
    expect(await ids(where('sort', 'in', [-0]))).toEqual(sorted(['negativeZero', 'zero']));
    expect(await ids(where('sort', 'in', [Infinity, -Infinity]))).toEqual(
      sorted(['infinity', 'negativeInfinity']),
    );
  });

  test('array-contains-any [null] and [NaN] match nothing; beside a value, only the value', async () => {
    expect(await ids(where('list', 'array-contains-any', [null]))).toEqual([]);
    expect(await ids(where('list', 'array-contains-any', [NaN]))).toEqual([]);
    expect(await ids(where('list', 'array-contains-any', [1, null, NaN]))).toEqual(['one']);
  });
});
