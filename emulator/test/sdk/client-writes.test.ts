// The Node build of `firebase` (gRPC Write and Listen streams) against the emulator: CRUD,
// transforms, batches.
import {
  Bytes,
  GeoPoint,
  Timestamp,
  arrayRemove,
  arrayUnion,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocFromServer,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-client-writes');
});
afterAll(async () => stack.stop());

describe('firebase (Node build) writes', () => {
  test('setDoc, getDoc, updateDoc, deleteDoc with every value type', async () => {
    const ref = doc(stack.client, 'pieces/p1');
    await setDoc(ref, {
      nul: null,
      bool: false,
      int: 7,
      dbl: 0.25,
      nan: NaN,
      negZero: -0,
      str: 'Fugue',
      ts: Timestamp.fromMillis(1_600_000_000_000),
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 9])),
      geo: new GeoPoint(1, 2),
      ref: doc(stack.client, 'composers/bach'),
      arr: [1, 'x', {}],
      map: { a: { b: 1 } },
    });
    const read = (await getDocFromServer(ref)).data() ?? {};
    expect(read.bool).toBe(false);
    expect(Number.isNaN(read.nan)).toBe(true);
    expect(Object.is(read.negZero, -0)).toBe(true);
    expect((read.ts as Timestamp).toMillis()).toBe(1_600_000_000_000);
    expect((read.bytes as Bytes).toUint8Array()).toEqual(new Uint8Array([0, 9]));
    expect(read.ref.path).toBe('composers/bach');
    expect(read.arr).toEqual([1, 'x', {}]);

    await updateDoc(ref, { 'map.a.b': 2, str: deleteField() });
    const updated = (await getDocFromServer(ref)).data() ?? {};
    expect(updated.map).toEqual({ a: { b: 2 } });
    expect(updated.str).toBeUndefined();

    await deleteDoc(ref);
    expect((await getDocFromServer(ref)).exists()).toBe(false);
  });

  test('transforms reach the server and come back', async () => {
    const ref = doc(stack.client, 'pieces/t');
    await setDoc(ref, { n: 1, tags: ['x'] });
    await updateDoc(ref, {
      n: increment(1.5),
      tags: arrayUnion('y', 'x'),
      at: serverTimestamp(),
    });
    await updateDoc(ref, { tags: arrayRemove('x') });
    const data = (await getDocFromServer(ref)).data() ?? {};
    expect(data.n).toBe(2.5);
    expect(data.tags).toEqual(['y']);
    expect(data.at).toBeInstanceOf(Timestamp);
  });

  test('a write batch lands atomically', async () => {
    const batch = writeBatch(stack.client);
    batch.set(doc(stack.client, 'batch/a'), { v: 1 });
    batch.set(doc(stack.client, 'batch/b'), { v: 2 });
    await batch.commit();
    const [a, b] = await Promise.all([
      getDoc(doc(stack.client, 'batch/a')),
      getDoc(doc(stack.client, 'batch/b')),
    ]);
    expect(a.get('v')).toBe(1);
    expect(b.get('v')).toBe(2);
    const fromAdmin = await stack.admin.getAll(
      stack.admin.doc('batch/a'),
      stack.admin.doc('batch/b'),
    );
    expect(fromAdmin[0]?.updateTime?.isEqual(fromAdmin[1]?.updateTime as never)).toBe(true);
  });

  test('updating a missing document is rejected with not-found', async () => {
    await expect(updateDoc(doc(stack.client, 'pieces/none'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
