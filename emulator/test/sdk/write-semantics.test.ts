// Two answers of production's commit that transactions depend on. An update of a document an
// earlier write of the same commit deleted is refused with INVALID_ARGUMENT (the web SDK's
// transactions.test.ts expects it in five of its tables). A write that changes nothing (the same
// values set or merged, a transform with no effect) leaves the document's update time as it was
// (google.firestore.v1.WriteResult: "If the write did not actually change the document, this
// will be the previous update_time"), so a transaction that read it finds its version still
// current ("retry when a document that was read without being written changes").
import { FieldValue } from 'firebase-admin/firestore';
import { deleteDoc, doc, getDoc, runTransaction, setDoc, writeBatch } from 'firebase/firestore';
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

describe('a write that changes nothing', () => {
  test('firebase (Node): a transaction retries once, not forever, when a write outside repeats itself', async () => {
    const read = doc(stack.client, 'counters/read');
    const written = doc(stack.client, 'counters/written');
    await setDoc(read, { count: 15 });
    let tries = 0;
    await runTransaction(stack.client, async (transaction) => {
      tries++;
      await transaction.get(read);
      // The first time this moves the version the transaction read; the second time it
      // changes nothing, and the version stays.
      await setDoc(read, { count: 1234 });
      transaction.set(written, { count: 16 });
    });
    expect(tries).toBe(2);
    expect((await getDoc(read)).data()).toEqual({ count: 1234 });
    await deleteDoc(written);
  });

  test('firebase-admin: the same set, merge or no-op transform keeps the update time', async () => {
    const ref = stack.admin.doc('works/unchanged');
    const created = await ref.set({ title: 'Requiem', tags: ['choral'], plays: 3 });
    const again = [
      await ref.set({ title: 'Requiem', tags: ['choral'], plays: 3 }),
      await ref.set({ title: 'Requiem' }, { merge: true }),
      await ref.update({ tags: FieldValue.arrayUnion('choral'), plays: FieldValue.increment(0) }),
    ];
    for (const result of again) {
      expect(result.writeTime.isEqual(created.writeTime)).toBe(true);
    }
    const stored = await ref.get();
    expect(stored.updateTime?.isEqual(created.writeTime)).toBe(true);
    // A write that does change something moves it.
    const changed = await ref.update({ plays: FieldValue.increment(1) });
    expect(changed.writeTime.toMillis()).toBeGreaterThanOrEqual(created.writeTime.toMillis());
    expect(changed.writeTime.isEqual(created.writeTime)).toBe(false);
  });
});
