// Data survives a restart: stop() exports to a folder, a new emulator imports it, and the SDK
// reads the same documents with the same update times.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from 'vitest';
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
