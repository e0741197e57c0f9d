// Listeners (the Listen stream) from both Node SDKs: initial results, then adds, changes and
// removals in commit order, document listeners, limit queries, and a listener that survives the
// server dropping its stream.
import type { QuerySnapshot as AdminQuerySnapshot } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';
import { recorded } from '../support/eventually.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-listen', { enforceIndexes: true });
});
afterAll(async () => stack.stop());

type Change = string;
const describeChanges = (snapshot: QuerySnapshot): Change[] =>
  snapshot.docChanges().map((change) => `${change.type}:${change.doc.id}`);
const describeAdminChanges = (snapshot: AdminQuerySnapshot): Change[] =>
  snapshot.docChanges().map((change) => `${change.type}:${change.doc.id}`);

describe('listeners', () => {
  test('firebase (Node): a query listener sees adds, changes and removals in order', async () => {
    await stack.admin.doc('concerts/c1').set({ city: 'Wien', seats: 10 });
    const snapshots = recorded<Change[]>();
    const unsubscribe = onSnapshot(
      query(collection(stack.client, 'concerts'), where('city', '==', 'Wien')),
      (snapshot) => {
        if (!snapshot.metadata.hasPendingWrites) snapshots.push(describeChanges(snapshot));
      },
    );
    await snapshots.until((all) => all.length >= 1);
    await stack.admin.doc('concerts/c2').set({ city: 'Wien', seats: 5 });
    await snapshots.until((all) => all.flat().includes('added:c2'));
    await stack.admin.doc('concerts/c1').update({ seats: 9 });
    await snapshots.until((all) => all.flat().includes('modified:c1'));
    await stack.admin.doc('concerts/c2').update({ city: 'Linz' });
    await snapshots.until((all) => all.flat().includes('removed:c2'));
    await stack.admin.doc('concerts/c1').delete();
    const all = await snapshots.until((values) => values.flat().includes('removed:c1'));
    unsubscribe();
    expect(all.flat()).toEqual(['added:c1', 'added:c2', 'modified:c1', 'removed:c2', 'removed:c1']);
  });

  test('firebase (Node): a document listener sees create, update and delete', async () => {
    const states = recorded<string>();
    const unsubscribe = onSnapshot(
      doc(stack.client, 'halls/musikverein'),
      (snapshot: DocumentSnapshot) =>
        states.push(snapshot.exists() ? `seats=${String(snapshot.get('seats'))}` : 'missing'),
    );
    await states.until((all) => all.includes('missing'));
    await stack.admin.doc('halls/musikverein').set({ seats: 1744 });
    await states.until((all) => all.includes('seats=1744'));
    await stack.admin.doc('halls/musikverein').update({ seats: 1745 });
    await states.until((all) => all.includes('seats=1745'));
    await stack.admin.doc('halls/musikverein').delete();
    const all = await states.until((values) => values.at(-1) === 'missing' && values.length > 3);
    unsubscribe();
    expect(all).toEqual(['missing', 'seats=1744', 'seats=1745', 'missing']);
  });

  test('firebase (Node): a limit query listener keeps the top results', async () => {
    for (const [id, score] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      await stack.admin.doc(`scores/${id}`).set({ score });
    }
    const tops = recorded<string[]>();
    const unsubscribe = onSnapshot(
      query(collection(stack.client, 'scores'), orderBy('score', 'desc'), limit(2)),
      (snapshot) => tops.push(snapshot.docs.map((d) => d.id)),
    );
    await tops.until((all) => all.some((ids) => ids.join() === 'c,b'));
    await stack.admin.doc('scores/d').set({ score: 10 });
    await tops.until((all) => all.some((ids) => ids.join() === 'd,c'));
    await stack.admin.doc('scores/d').delete();
    await tops.until((all) => all.at(-1)?.join() === 'c,b');
    unsubscribe();
  });

  test('firebase-admin: onSnapshot sees adds, changes and removals in order', async () => {
    const changes = recorded<Change[]>();
    const unsubscribe = stack.admin
      .collection('tours')
      .where('season', '==', 2025)
      .onSnapshot((snapshot) => changes.push(describeAdminChanges(snapshot)));
    await changes.until((all) => all.length >= 1);
    await stack.admin.doc('tours/t1').set({ season: 2025 });
    await changes.until((all) => all.flat().includes('added:t1'));
    await stack.admin.doc('tours/t1').update({ stops: 3 });
    await changes.until((all) => all.flat().includes('modified:t1'));
    await stack.admin.doc('tours/t1').delete();
    const all = await changes.until((values) => values.flat().includes('removed:t1'));
    unsubscribe();
    expect(all.flat()).toEqual(['added:t1', 'modified:t1', 'removed:t1']);
  });

  test('listeners of both SDKs survive the server dropping their streams', async () => {
    await stack.admin.doc('rehearsals/r1').set({ room: 'A' });
    const client = recorded<string[]>();
    const admin = recorded<string[]>();
    const stopClient = onSnapshot(collection(stack.client, 'rehearsals'), (snapshot) =>
      client.push(snapshot.docs.map((d) => `${d.id}:${String(d.get('room'))}`)),
    );
    const stopAdmin = stack.admin
      .collection('rehearsals')
      .onSnapshot((snapshot) =>
        admin.push(snapshot.docs.map((d) => `${d.id}:${String(d.get('room'))}`)),
      );
    await client.until((all) => all.some((docs) => docs.join() === 'r1:A'));
    await admin.until((all) => all.some((docs) => docs.join() === 'r1:A'));

    stack.emulator.rpcs.dropStreams();
    // Changes made while the clients reconnect must reach them, deletions included.
    await stack.admin.doc('rehearsals/r1').delete();
    await stack.admin.doc('rehearsals/r2').set({ room: 'B' });

    await client.until((all) => all.at(-1)?.join() === 'r2:B');
    await admin.until((all) => all.at(-1)?.join() === 'r2:B');
    await stack.admin.doc('rehearsals/r2').update({ room: 'C' });
    await client.until((all) => all.at(-1)?.join() === 'r2:C');
    await admin.until((all) => all.at(-1)?.join() === 'r2:C');
    stopClient();
    stopAdmin();
  });

  test('firebase (Node): a listener on a query without its index gets failed-precondition', async () => {
    const error = await new Promise<{ code: string }>((resolve) => {
      onSnapshot(
        query(collection(stack.client, 'concerts'), where('city', '==', 'Wien'), orderBy('seats')),
        () => undefined,
        (failure) => resolve(failure),
      );
    });
    expect(error.code).toBe('failed-precondition');
  });
});
