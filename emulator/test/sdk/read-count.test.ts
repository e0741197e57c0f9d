// The emulator's count of documents read per project (`/emulator/v1/projects/{id}/reads`), as
// Firestore bills reads: one per document returned, one for a query with none, one per 1,000
// index entries an aggregation matches, one per document a listener receives, and for a listener
// resumed soon after, only the documents changed since.
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';
import { recorded } from '../support/eventually.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-read-count');
  const batch = stack.admin.batch();
  for (let index = 0; index < 1500; index += 1) {
    batch.set(stack.admin.doc(`plays/p${index}`), { work: index < 3 ? 'Op. 131' : 'other' });
  }
  await batch.commit();
});
afterAll(async () => stack.stop());

const readsUrl = (projectId: string) =>
  `http://127.0.0.1:${stack.emulator.port}/emulator/v1/projects/${projectId}/reads`;

async function documentsRead(projectId = stack.projectId): Promise<number> {
  const response = await fetch(readsUrl(projectId));
  expect(response.status).toBe(200);
  return ((await response.json()) as { documentsRead: number }).documentsRead;
}

beforeEach(async () => {
  const reset = await fetch(readsUrl(stack.projectId), { method: 'DELETE' });
  expect(await reset.json()).toEqual({ documentsRead: 0 });
});

describe('documents read', () => {
  test('a query: one per document returned, one when it returns none', async () => {
    await getDocs(query(collection(stack.client, 'plays'), where('work', '==', 'Op. 131')));
    expect(await documentsRead()).toBe(3);
    await getDocs(query(collection(stack.client, 'plays'), where('work', '==', 'Op. 132')));
    expect(await documentsRead()).toBe(4);
  });

  test('a get: one, found or not', async () => {
    await getDoc(doc(stack.client, 'plays/p1'));
    await getDoc(doc(stack.client, 'plays/missing'));
    expect(await documentsRead()).toBe(2);
  });

  test('a count: one per 1,000 index entries matched', async () => {
    const counted = await getCountFromServer(collection(stack.client, 'plays'));
    expect(counted.data().count).toBe(1500);
    expect(await documentsRead()).toBe(2);
  });

  test('a listener: its first results, then each document that changes', async () => {
    const sizes = recorded<number>();
    // A query no earlier test ran: the SDK would resume that one (see the next test).
    const stop = onSnapshot(
      query(collection(stack.client, 'plays'), where('work', 'in', ['Op. 131'])),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!snapshot.metadata.fromCache) sizes.push(snapshot.size);
      },
    );
    await sizes.until((all) => all.length >= 1);
    expect(await documentsRead()).toBe(3);
    await stack.admin.doc('plays/p3').set({ work: 'Op. 131' });
    await sizes.until((all) => all.includes(4));
    stop();
    expect(await documentsRead()).toBe(4);
  });

  test('a listener resumed after its stream dropped: only what changed since', async () => {
    const works = recorded<unknown>();
    const stop = onSnapshot(
      doc(stack.client, 'plays/p2'),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!snapshot.metadata.fromCache) works.push(snapshot.get('work'));
      },
    );
    await works.until((all) => all.length >= 1);
    expect(await documentsRead()).toBe(1);
    // The SDK reconnects and resumes its target with the resume token it was given: the
    // unchanged document costs nothing again; the change, one read whenever it arrives.
    stack.emulator.rpcs.dropStreams();
    await stack.admin.doc('plays/p2').set({ work: 'Op. 130' });
    await works.until((all) => all.includes('Op. 130'));
    stop();
    expect(await documentsRead()).toBe(2);
  });

  test('writes read nothing, and each project counts alone', async () => {
    await stack.admin.doc('plays/new').set({ work: 'Op. 59' });
    expect(await documentsRead()).toBe(0);
    expect(await documentsRead('demo-other-project')).toBe(0);
  });
});
