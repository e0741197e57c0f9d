// firebase-admin's getStorage().bucket() (@google-cloud/storage over the GCS JSON API) against
// our Storage emulator, found through FIREBASE_STORAGE_EMULATOR_HOST as in the functions.
import { createHash, randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pointFirebaseAdminAt, startStorageTestStack, type StorageTestStack } from './support.js';

let stack: StorageTestStack;
let app: App;
const bucket = () => getStorage(app).bucket();

beforeAll(async () => {
  stack = await startStorageTestStack('demo-storage-admin');
  pointFirebaseAdminAt(stack.emulator);
  app = initializeApp({ projectId: 'demo-storage-admin', storageBucket: stack.bucket }, 'admin');
});
afterAll(async () => {
  await deleteApp(app);
  await stack.stop();
});
beforeEach(() => stack.emulator.state.clear());

describe('firebase-admin storage', () => {
  it('file.save then download gives the bytes back, with their metadata', async () => {
    const file = bucket().file('avatars/u1/original.jpg');
    await file.save(Buffer.from('jpeg bytes'), {
      contentType: 'image/jpeg',
      metadata: { metadata: { uploadedBy: 'u1' } },
    });
    const [bytes] = await file.download();
    expect(bytes.toString()).toBe('jpeg bytes');
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'avatars/u1/original.jpg',
      bucket: stack.bucket,
      contentType: 'image/jpeg',
      size: String(bytes.length),
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      metadata: { uploadedBy: 'u1' },
    });
    expect(metadata.crc32c).toMatch(/^[A-Za-z0-9+/]{6}==$/);
  });

  it('a resumable save of a large file arrives whole', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const file = bucket().file('recordings/long.bin');
    await file.save(bytes, { resumable: true, chunkSize: 1024 * 1024 });
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it('setMetadata merges custom metadata; exists and delete', async () => {
    const file = bucket().file('docs/a.txt');
    await file.save('a', { contentType: 'text/plain', metadata: { metadata: { k1: 'v1' } } });
    await file.setMetadata({ cacheControl: 'no-store', metadata: { k2: 'v2' } });
    const [metadata] = await file.getMetadata();
    expect(metadata.cacheControl).toBe('no-store');
    expect(metadata.metadata).toEqual({ k1: 'v1', k2: 'v2' });
    expect(await file.exists()).toEqual([true]);
    await file.delete();
    expect(await file.exists()).toEqual([false]);
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
  });

  it('getFiles lists by prefix, with folders under a delimiter, across pages', async () => {
    await Promise.all(
      ['u/1/a', 'u/1/b', 'u/1/sub/c', 'u/2/d', 'other'].map((name) =>
        bucket().file(name).save(name),
      ),
    );
    const [files] = await bucket().getFiles({ prefix: 'u/' });
    expect(files.map((file) => file.name)).toEqual(['u/1/a', 'u/1/b', 'u/1/sub/c', 'u/2/d']);
    const [, , response] = await bucket().getFiles({
      prefix: 'u/1/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['u/1/sub/']);
    const [firstPage, nextQuery] = await bucket().getFiles({ maxResults: 2, autoPaginate: false });
    expect(firstPage.map((file) => file.name)).toEqual(['other', 'u/1/a']);
    expect(nextQuery).toMatchObject({ pageToken: expect.any(String) });
  });

  it("an object saved by the admin SDK gets a download URL the web SDK's users can fetch", async () => {
    const file = bucket().file('public/banner.png');
    await file.save(Buffer.from('banner'), { contentType: 'image/png' });
    const url = await getDownloadURL(file);
    const response = await fetch(url);
    expect(await response.text()).toBe('banner');
  });

  it('reads what the web SDK wrote, and the web SDK reads what it wrote', async () => {
    const client = stack.client({ sub: 'u1' });
    await uploadString(ref(client, 'shared/from-web.txt'), 'from the web');
    const [fromWeb] = await bucket().file('shared/from-web.txt').download();
    expect(fromWeb.toString()).toBe('from the web');
    await bucket().file('shared/from-admin.txt').save('from the admin');
    const fromAdmin = await getBytes(ref(client, 'shared/from-admin.txt'));
    expect(new TextDecoder().decode(fromAdmin)).toBe('from the admin');
  });
});
