// Export then import: every object comes back with its bytes, metadata, download tokens and
// generation, so a download URL handed out before a restart still works after it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDownloadURL, getMetadata, ref, uploadBytes, uploadString } from 'firebase/storage';
import { afterEach, expect, it } from 'vitest';
import { startStorageTestStack, type StorageTestStack } from './support.js';

const stacks: StorageTestStack[] = [];
let dir: string | undefined;

afterEach(async () => {
  await Promise.all(stacks.splice(0).map((stack) => stack.stop()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('objects survive an export and an import, download URLs included', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-export-'));
  const exportDir = path.join(dir, 'storage');
  const first = await startStorageTestStack('demo-storage-persist');
  stacks.push(first);
  const client = first.client({ sub: 'u1' });
  const bytes = Uint8Array.from({ length: 2000 }, (_, i) => i % 251);
  await uploadBytes(ref(client, 'users/u1/banner.webp'), bytes, {
    contentType: 'image/webp',
    customMetadata: { width: '1500' },
  });
  await uploadString(ref(client, 'notes.txt'), 'kept');
  const url = await getDownloadURL(ref(client, 'users/u1/banner.webp'));
  const before = await getMetadata(ref(client, 'users/u1/banner.webp'));
  expect(await first.emulator.exportTo(exportDir)).toBe(2);
  await first.stop();
  stacks.splice(0);

  const second = await startStorageTestStack('demo-storage-persist', { importDir: exportDir });
  stacks.push(second);
  expect(second.emulator.imported).toBe(2);
  const after = await getMetadata(ref(second.client({ sub: 'u1' }), 'users/u1/banner.webp'));
  const { ref: _before, ...metadataBefore } = before;
  const { ref: _after, ...metadataAfter } = after;
  expect(metadataAfter).toEqual(metadataBefore);
  const restored = await fetch(
    url.replace(`:${first.emulator.port}/`, `:${second.emulator.port}/`),
  );
  expect(Buffer.from(await restored.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  // New writes get later generations than any imported one.
  const again = await uploadString(ref(second.client({ sub: 'u1' }), 'notes.txt'), 'newer');
  expect(BigInt(again.metadata.generation)).toBeGreaterThan(BigInt(before.generation));
});

it('a folder with no export yet is an empty start', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-export-'));
  const stack = await startStorageTestStack('demo-storage-persist', {
    importDir: path.join(dir, 'storage'),
  });
  stacks.push(stack);
  expect(stack.emulator.imported).toBeUndefined();
  expect([...stack.emulator.state.all()]).toEqual([]);
});
