// Two answers of production's commit that transactions depend on. An update of a document an
// earlier write of the same commit deleted is refused with INVALID_ARGUMENT (the web SDK's
// transactions.test.ts expects it in five of its tables). A write that changes nothing (the same
// values set or merged, a transform with no effect) leaves the document's update time as it was
// (google.firestore.v1.WriteResult: "If the write did not actually change the document, this
// will be the previous update_time"), so a transaction that read it finds its version still
// current ("retry when a document that was read without being written changes").
import { doc, getDoc, runTransaction, setDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-write-semantics');
});
afterAll(async () => stack.stop());

describe('delete, then update, in one commit', () => {
  test('firebase (Node): transactions with and without a read are refused, invalid-argument', async () => {
    const existing = doc(stack.client, 'tester/existing');
    await setDoc(existing, { foo: 'bar0' });
    await expect(
      runTransaction(stack.client, async (transaction) => {
        await transaction.get(existing);
        transaction.delete(existing).update(existing, { foo: 'bar2' });
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    const missing = doc(stack.client, 'tester/missing');
    await expect(
      runTransaction(stack.client, async (transaction) => {
        transaction.delete(missing).update(missing, { foo: 'bar2' });
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    // Nothing was applied: the document is as it was.
    expect((await getDoc(existing)).data()).toEqual({ foo: 'bar0' });
  });

  test('a batch too, from both SDKs; delete then set still works', async () => {
    const ref = doc(stack.client, 'tester/batched');
    await setDoc(ref, { foo: 'bar0' });
    await expect(
      writeBatch(stack.client).delete(ref).update(ref, { foo: 'bar2' }).commit(),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    const adminRef = stack.admin.doc('tester/batched');
    await expect(
      stack.admin.batch().delete(adminRef).update(adminRef, { foo: 'bar2' }).commit(),
    ).rejects.toThrow(/INVALID_ARGUMENT/);
    await writeBatch(stack.client).delete(ref).set(ref, { foo: 'bar2' }).commit();
    expect((await getDoc(ref)).data()).toEqual({ foo: 'bar2' });
  });
});
