// Numeric document ids (`__id123__`, `__id-5__`): the one reserved id form production accepts.
// The server orders them before every other id, by their number, in queries, cursors and
// listeners; other `__...__` ids are refused.
import { FieldPath } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  where,
  documentId,
  type QuerySnapshot,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';
import { recorded } from '../support/eventually.js';

let stack: TestStack;
// Written in an order that is neither numeric nor the strings' order.
const ids = ['b', '__id10__', 'a', '__id-5__', '__id2__', '__id9223372036854775807__', 'A'];
const serverOrder = ['__id-5__', '__id2__', '__id10__', '__id9223372036854775807__', 'A', 'a', 'b'];

beforeAll(async () => {
  stack = await startTestStack('demo-numeric-ids');
  for (const [position, id] of ids.entries()) {
    await stack.admin.doc(`pieces/${id}`).set({ position });
  }
});
afterAll(async () => stack.stop());

describe('numeric document ids', () => {
  test('both SDKs write and read them', async () => {
    await setDoc(doc(stack.client, 'pieces/__id77__'), { position: 77 });
    expect((await stack.admin.doc('pieces/__id77__').get()).data()).toEqual({ position: 77 });
    await stack.admin.doc('pieces/__id77__').delete();
  });

  test('queries order them first, by number, then the other ids', async () => {
    const adminIds = (await stack.admin.collection('pieces').get()).docs.map((d) => d.id);
    expect(adminIds).toEqual(serverOrder);
    const descending = await stack.admin
      .collection('pieces')
      .orderBy(FieldPath.documentId(), 'desc')
      .get();
    expect(descending.docs.map((d) => d.id)).toEqual([...serverOrder].reverse());
    const clientIds = (await getDocs(collection(stack.client, 'pieces'))).docs.map((d) => d.id);
    expect(clientIds).toEqual(serverOrder);
  });

  test('__name__ filters and cursors compare numerically', async () => {
    const after2 = await stack.admin
      .collection('pieces')
      .where(FieldPath.documentId(), '>', stack.admin.doc('pieces/__id2__'))
      .limit(2)
      .get();
    expect(after2.docs.map((d) => d.id)).toEqual(['__id10__', '__id9223372036854775807__']);
    const page = await stack.admin
      .collection('pieces')
      .orderBy(FieldPath.documentId())
      .startAfter('__id-5__')
      .endBefore('a')
      .get();
    expect(page.docs.map((d) => d.id)).toEqual([
      '__id2__',
      '__id10__',
      '__id9223372036854775807__',
      'A',
    ]);
    const clientRange = await getDocs(
      query(
        collection(stack.client, 'pieces'),
        where(documentId(), '<', '__id10__'),
        orderBy(documentId(), 'desc'),
      ),
    );
    expect(clientRange.docs.map((d) => d.id)).toEqual(['__id2__', '__id-5__']);
  });

  test('listeners of both SDKs see them in the server order, as changes arrive', async () => {
    const clientSnapshots = recorded<QuerySnapshot>();
    const stopClient = onSnapshot(collection(stack.client, 'listened'), (snapshot) =>
      clientSnapshots.push(snapshot),
    );
    const adminSnapshots = recorded<FirebaseFirestore.QuerySnapshot>();
    const stopAdmin = stack.admin
      .collection('listened')
      .onSnapshot((snapshot) => adminSnapshots.push(snapshot));
    await clientSnapshots.until((all) => all.length > 0);
    await adminSnapshots.until((all) => all.length > 0);

    await stack.admin.doc('listened/b').set({ n: 1 });
    const batch = stack.admin.batch();
    for (const id of ['__id3__', 'a', '__id-1__']) batch.set(stack.admin.doc(`listened/${id}`), {});
    await batch.commit();
    const expected = ['__id-1__', '__id3__', 'a', 'b'];

    const clientLast = (await clientSnapshots.until((all) => all.at(-1)?.size === 4)).at(-1)!;
    expect(clientLast.docs.map((d) => d.id)).toEqual(expected);
    const added = clientLast.docChanges().map((change) => [change.type, change.doc.id]);
    expect(added).toEqual([
      ['added', '__id-1__'],
      ['added', '__id3__'],
      ['added', 'a'],
    ]);
    const adminLast = (await adminSnapshots.until((all) => all.at(-1)?.size === 4)).at(-1)!;
    expect(adminLast.docs.map((d) => d.id)).toEqual(expected);
    expect(adminLast.docChanges().map((change) => change.newIndex)).toEqual([0, 1, 2]);
    stopClient();
    stopAdmin();
  });

  test('other reserved ids are refused, as production refuses them', async () => {
    for (const id of ['__idx__', '__id1.5__', '__id99999999999999999999__', '__reserved__']) {
      await expect(stack.admin.doc(`pieces/${id}`).set({})).rejects.toMatchObject({ code: 3 });
    }
    await expect(setDoc(doc(stack.client, 'pieces/__reserved__'), {})).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    // A numeric id names documents only, not collections.
    await expect(stack.admin.doc('__id1__/x').set({})).rejects.toMatchObject({ code: 3 });
  });
});
