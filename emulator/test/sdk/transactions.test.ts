// Transactions as both Node SDKs run them: firebase-admin's pessimistic ones (newTransaction on
// the first read, locks, Commit/Rollback) and the client's optimistic ones (reads, then a Commit
// with verify/updateTime preconditions, retried on conflict).
import { doc, runTransaction } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-transactions');
});
afterAll(async () => stack.stop());

describe('transactions', () => {
  test('firebase-admin: 20 concurrent transactional increments end exact', async () => {
    const ref = stack.admin.doc('counters/admin');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        stack.admin.runTransaction(async (transaction) => {
          const snapshot = await transaction.get(ref);
          transaction.update(ref, { n: (snapshot.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(20);
  });

  test('firebase (Node): 20 concurrent transactional increments end exact', async () => {
    const ref = doc(stack.client, 'counters/client');
    await stack.admin.doc('counters/client').set({ n: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        runTransaction(
          stack.client,
          async (transaction) => {
            const snapshot = await transaction.get(ref);
            transaction.update(ref, { n: (snapshot.get('n') as number) + 1 });
          },
          // Optimistic transactions retry on conflict; 20 writers on one document need more
          // than the default 5 attempts, in production as here.
          { maxAttempts: 25 },
        ),
      ),
    );
    expect((await stack.admin.doc('counters/client').get()).get('n')).toBe(20);
    // The SDK backs off between attempts (1 s, 1.5 s, ...): allow for an unlucky, loaded machine.
  }, 60_000);

  test('firebase-admin: a transaction that throws is rolled back and writes nothing', async () => {
    const ref = stack.admin.doc('counters/rollback');
    await ref.set({ n: 1 });
    await expect(
      stack.admin.runTransaction(async (transaction) => {
        await transaction.get(ref);
        transaction.update(ref, { n: 2 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).get('n')).toBe(1);
    // The lock was released: a plain write goes through at once.
    await ref.update({ n: 3 });
    expect((await ref.get()).get('n')).toBe(3);
  });

  test('firebase-admin: transactional queries and creates of missing documents', async () => {
    await stack.admin.doc('seats/a').set({ taken: false });
    await stack.admin.runTransaction(async (transaction) => {
      const free = await transaction.get(
        stack.admin.collection('seats').where('taken', '==', false),
      );
      const ticket = await transaction.get(stack.admin.doc('tickets/t1'));
      expect(ticket.exists).toBe(false);
      for (const seat of free.docs) transaction.update(seat.ref, { taken: true });
      transaction.create(stack.admin.doc('tickets/t1'), { seats: free.size });
    });
    expect((await stack.admin.doc('seats/a').get()).get('taken')).toBe(true);
    expect((await stack.admin.doc('tickets/t1').get()).get('seats')).toBe(1);
  });

  test('firebase-admin: a read-only transaction at a past read time sees the data as it was', async () => {
    const scores = stack.admin.collection('history');
    const first = await scores.doc('a').set({ n: 1 });
    await scores.doc('b').set({ n: 2 });
    await scores.doc('a').update({ n: 10 });
    await scores.doc('b').delete();
    await scores.doc('c').set({ n: 3 });
    const then = await stack.admin.runTransaction(
      async (transaction) => {
        const a = await transaction.get(scores.doc('a'));
        const all = await transaction.get(scores.orderBy('n'));
        return { a: a.get('n') as number, all: all.docs.map((d) => d.id) };
      },
      { readOnly: true, readTime: first.writeTime },
    );
    expect(then).toEqual({ a: 1, all: ['a'] });
    const now = await scores.orderBy('n').get();
    expect(now.docs.map((d) => d.id)).toEqual(['c', 'a']);
  });
});
