// Data survives a restart: stop() exports to a folder, a new emulator imports it, and the SDK
// reads the same documents with the same update times.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from 'vitest';
import { startEmulator } from '../src/server/index.js';
import { startTestStack } from './support/emulator.js';

test('export on stop, import on start', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'emulator-export-')), 'data');
  // A first run may name a folder that holds no export yet: it starts empty.
  const first = await startTestStack('demo-persistence', { importDir: dir, exportOnExit: dir });
  expect(first.emulator.imported).toBeUndefined();
  await first.admin.doc('composers/bach').set({ born: 1685, at: Timestamp.fromMillis(5) });
  await first.admin.doc('composers/bach/works/bwv1007').set({ title: 'Cello Suite No. 1' });
  const before = await first.admin.doc('composers/bach').get();
  await first.stop();

  const second = await startTestStack('demo-persistence', { importDir: dir });
  expect(second.emulator.imported).toBe(2);
  const after = await second.admin.doc('composers/bach').get();
  expect(after.data()).toEqual({ born: 1685, at: Timestamp.fromMillis(5) });
  expect(after.updateTime?.isEqual(before.updateTime as Timestamp)).toBe(true);
  const works = await second.admin.collection('composers/bach/works').get();
  expect(works.docs.map((d) => d.get('title'))).toEqual(['Cello Suite No. 1']);
  // New writes get later times than anything imported.
  const write = await second.admin.doc('composers/bach').update({ died: 1750 });
  // (valueOf() is Timestamp's sortable form, to the nanosecond.)
  expect(write.writeTime.valueOf() > before.updateTime!.valueOf()).toBe(true);
  await second.stop();
});

test('a data folder keeps every write the SDK was told succeeded, without a stop', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'emulator-data-')), 'data');
  const first = await startTestStack('demo-data-dir', { dataDir: dir });
  const { admin } = first;
  await admin.doc('composers/bach').set({ born: 1685 });
  const batch = admin.batch();
  batch.set(admin.doc('composers/handel'), { born: 1685 });
  batch.delete(admin.doc('composers/bach'));
  await batch.commit();
  await admin.runTransaction(async (transaction) => {
    const handel = await transaction.get(admin.doc('composers/handel'));
    transaction.update(handel.ref, { died: 1759 });
  });
  const writer = admin.bulkWriter();
  for (let n = 0; n < 50; n++) void writer.create(admin.doc(`works/w${n}`), { n });
  await writer.close();

  // Opened beside the first, which never stopped: as a start after a kill.
  const second = await startEmulator({ port: 0, dataDir: dir });
  const database = 'projects/demo-data-dir/databases/(default)';
  expect(second.dataDir?.loaded.documents).toBe(0);
  expect(second.state.store.get(database, 'composers/bach')).toBeUndefined();
  expect(second.state.store.get(database, 'composers/handel')?.fields).toEqual({
    born: { integerValue: '1685' },
    died: { integerValue: '1759' },
  });
  expect([...second.state.store.collection(database, 'works')]).toHaveLength(50);
  await second.stop();
  await first.stop();
});
