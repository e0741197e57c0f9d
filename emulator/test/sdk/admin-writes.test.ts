// firebase-admin (gRPC) against the emulator: CRUD, every transform, preconditions, batches,
// BulkWriter (BatchWrite), getAll with masks, listCollections.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-admin-writes');
});
afterAll(async () => stack.stop());

describe('firebase-admin writes', () => {
  test('set, get, update, delete round-trip every value type', async () => {
    const ref = stack.admin.doc('types/all');
    const data = {
      nul: null,
      bool: true,
      int: 42,
      big: 9007199254740993n.toString(),
      dbl: 1.5,
      nan: NaN,
      inf: -Infinity,
      str: 'Bach',
      ts: Timestamp.fromMillis(1_700_000_000_123),
      bytes: Buffer.from([1, 2, 255]),
      geo: new GeoPoint(48.2, 16.37),
      ref: stack.admin.doc('composers/bach'),
      arr: [1, 'two', { three: 3 }],
      map: { nested: { deep: 'yes' } },
    };
    const result = await ref.set(data);
    const snapshot = await ref.get();
    expect(snapshot.exists).toBe(true);
    expect(snapshot.updateTime?.isEqual(result.writeTime)).toBe(true);
    const read = snapshot.data() ?? {};
    expect(read.nul).toBeNull();
    expect(read.int).toBe(42);
    expect(Number.isNaN(read.nan)).toBe(true);
    expect(read.inf).toBe(-Infinity);
    expect((read.ts as Timestamp).toMillis()).toBe(1_700_000_000_123);
    expect(Buffer.from(read.bytes as Uint8Array)).toEqual(Buffer.from([1, 2, 255]));
    expect((read.geo as GeoPoint).isEqual(new GeoPoint(48.2, 16.37))).toBe(true);
    expect(read.ref.path).toBe('composers/bach');
    expect(read.arr).toEqual([1, 'two', { three: 3 }]);
    expect(read.map).toEqual({ nested: { deep: 'yes' } });

    await ref.update({ 'map.nested.deep': 'no', str: FieldValue.delete() });
    const updated = (await ref.get()).data() ?? {};
    expect(updated.map).toEqual({ nested: { deep: 'no' } });
    expect('str' in updated).toBe(false);

    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  test('set with merge keeps other fields; create fails on existing; update fails on missing', async () => {
    const ref = stack.admin.doc('works/bwv1');
    await ref.create({ title: 'Cantata', year: 1714 });
    await ref.set({ key: 'D' }, { merge: true });
    expect((await ref.get()).data()).toEqual({ title: 'Cantata', year: 1714, key: 'D' });
    await expect(ref.create({ title: 'again' })).rejects.toMatchObject({ code: 6 });
    await expect(stack.admin.doc('works/missing').update({ a: 1 })).rejects.toMatchObject({
      code: 5,
    });
  });

  test('update with a lastUpdateTime precondition fails once the document changed', async () => {
    const ref = stack.admin.doc('works/pre');
    const first = await ref.set({ n: 1 });
    await ref.update({ n: 2 });
    await expect(ref.update({ n: 3 }, { lastUpdateTime: first.writeTime })).rejects.toMatchObject({
      code: 9,
    });
    expect((await ref.get()).get('n')).toBe(2);
  });

  test('transforms: serverTimestamp, increment (int, double, missing field), arrayUnion, arrayRemove', async () => {
    const ref = stack.admin.doc('transforms/one');
    await ref.set({ count: 1, dbl: 1.5, tags: ['a', 'b'], gone: ['x', 'y', 'x'] });
    const result = await ref.update({
      count: FieldValue.increment(2),
      dbl: FieldValue.increment(1),
      fresh: FieldValue.increment(5),
      tags: FieldValue.arrayUnion('b', 'c', 'c'),
      gone: FieldValue.arrayRemove('x'),
      at: FieldValue.serverTimestamp(),
    });
    const data = (await ref.get()).data() ?? {};
    expect(data.count).toBe(3);
    expect(data.dbl).toBe(2.5);
    expect(data.fresh).toBe(5);
    expect(data.tags).toEqual(['a', 'b', 'c']);
    expect(data.gone).toEqual(['y']);
    expect((data.at as Timestamp).isEqual(result.writeTime)).toBe(true);
  });

  test('a batch is atomic: one failing precondition applies nothing', async () => {
    const batch = stack.admin.batch();
    batch.set(stack.admin.doc('batch/a'), { v: 1 });
    batch.update(stack.admin.doc('batch/missing'), { v: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 5 });
    expect((await stack.admin.doc('batch/a').get()).exists).toBe(false);

    const ok = stack.admin.batch();
    ok.set(stack.admin.doc('batch/a'), { v: 1 });
    ok.set(stack.admin.doc('batch/b'), { v: 2 });
    ok.delete(stack.admin.doc('batch/c'));
    const results = await ok.commit();
    expect(results).toHaveLength(3);
    const [a, b] = await stack.admin.getAll(stack.admin.doc('batch/a'), stack.admin.doc('batch/b'));
    expect(a?.updateTime?.isEqual(b?.updateTime as Timestamp)).toBe(true);
  });

  test('BulkWriter reports each write on its own', async () => {
    const writer = stack.admin.bulkWriter();
    writer.onWriteError(() => false);
    const good = writer.create(stack.admin.doc('bulk/one'), { n: 1 });
    const bad = writer.update(stack.admin.doc('bulk/none'), { n: 2 });
    await writer.close();
    await expect(good).resolves.toBeDefined();
    await expect(bad).rejects.toMatchObject({ code: 5 });
  });

  test('getAll with a field mask; listCollections on the root and a document', async () => {
    await stack.admin.doc('masks/m').set({ a: 1, b: 2, c: { d: 3 } });
    await stack.admin.doc('masks/m/sub/x').set({ y: 1 });
    const [masked] = await stack.admin.getAll(stack.admin.doc('masks/m'), {
      fieldMask: ['a', new FieldPath('c', 'd')],
    });
    expect(masked?.data()).toEqual({ a: 1, c: { d: 3 } });
    const rootIds = (await stack.admin.listCollections()).map((collection) => collection.id);
    expect(rootIds).toContain('masks');
    const subIds = (await stack.admin.doc('masks/m').listCollections()).map((c) => c.id);
    expect(subIds).toEqual(['sub']);
  });

  test('listDocuments shows missing parents; recursiveDelete removes a whole subtree', async () => {
    await stack.admin.doc('orchestras/vpo').set({ city: 'Wien' });
    await stack.admin.doc('orchestras/bpo/players/p1').set({ instrument: 'oboe' });
    await stack.admin.doc('orchestras/bpo/players/p1/notes/n1').set({ text: 'A' });
    const listed = await stack.admin.collection('orchestras').listDocuments();
    expect(listed.map((ref) => ref.id).sort()).toEqual(['bpo', 'vpo']);

    await stack.admin.recursiveDelete(stack.admin.doc('orchestras/bpo'));
    expect((await stack.admin.doc('orchestras/bpo/players/p1').get()).exists).toBe(false);
    expect((await stack.admin.doc('orchestras/bpo/players/p1/notes/n1').get()).exists).toBe(false);
    expect((await stack.admin.doc('orchestras/vpo').get()).exists).toBe(true);

    await stack.admin.recursiveDelete(stack.admin.collection('orchestras'));
    expect((await stack.admin.collection('orchestras').get()).size).toBe(0);
  });

  test('createTime stays from the first write while updateTime moves with every write', async () => {
    const ref = stack.admin.doc('times/t');
    const created = await ref.create({ v: 1 });
    await ref.update({ v: 2 });
    const snapshot = await ref.get();
    expect(snapshot.createTime?.isEqual(created.writeTime)).toBe(true);
    expect(snapshot.updateTime!.valueOf() > snapshot.createTime!.valueOf()).toBe(true);
    // Deleted and written again, it is a new document with a new createTime.
    await ref.delete();
    const recreated = await ref.set({ v: 3 });
    expect((await ref.get()).createTime?.isEqual(recreated.writeTime)).toBe(true);
  });

  test('each project keeps its own documents, and clearing one leaves the others', async () => {
    const otherApp = initializeApp({ projectId: 'demo-admin-writes-other' }, 'other-project');
    const other = getFirestore(otherApp);
    try {
      await stack.admin.doc('projects-test/shared-id').set({ owner: 'first' });
      await other.doc('projects-test/shared-id').set({ owner: 'second' });
      expect((await stack.admin.doc('projects-test/shared-id').get()).get('owner')).toBe('first');
      expect((await other.doc('projects-test/shared-id').get()).get('owner')).toBe('second');

      const cleared = await fetch(
        `http://127.0.0.1:${stack.emulator.port}/emulator/v1/projects/demo-admin-writes-other/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      expect(cleared.status).toBe(200);
      expect((await other.doc('projects-test/shared-id').get()).exists).toBe(false);
      expect((await stack.admin.doc('projects-test/shared-id').get()).get('owner')).toBe('first');
    } finally {
      await other.terminate();
      await deleteApp(otherApp);
    }
  });
});
