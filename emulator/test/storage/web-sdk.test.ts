// The web SDK (`firebase/storage`, Node build) against our Storage emulator: every call the site
// makes, through the Firebase Storage API, with open rules (rules are in rules.test.ts).
import { createHash, randomBytes } from 'node:crypto';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorageTestStack, type StorageTestStack } from './support.js';

let stack: StorageTestStack;
let storage: FirebaseStorage;

beforeAll(async () => {
  stack = await startStorageTestStack('demo-storage-web');
  storage = stack.client({ sub: 'alice' });
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.state.clear());

describe('uploads', () => {
  it('uploadBytes stores the bytes and answers their metadata', async () => {
    const bytes = new TextEncoder().encode('Clair de lune');
    const result = await uploadBytes(ref(storage, 'scores/debussy.txt'), bytes, {
      contentType: 'text/plain',
      customMetadata: { composer: 'Debussy' },
    });
    expect(result.metadata).toMatchObject({
      name: 'debussy.txt',
      fullPath: 'scores/debussy.txt',
      bucket: stack.bucket,
      size: bytes.length,
      contentType: 'text/plain',
      customMetadata: { composer: 'Debussy' },
    });
    expect(result.metadata.md5Hash).toBe(createHash('md5').update(bytes).digest('base64'));
    const stored = await getBytes(ref(storage, 'scores/debussy.txt'));
    expect(new TextDecoder().decode(stored)).toBe('Clair de lune');
  });

  it('uploadString takes each of its formats', async () => {
    await uploadString(ref(storage, 'a/raw.txt'), 'Gymnopédie');
    await uploadString(
      ref(storage, 'a/b64.txt'),
      Buffer.from('Satie').toString('base64'),
      'base64',
    );
    await uploadString(
      ref(storage, 'a/url.txt'),
      'data:text/plain;base64,' + Buffer.from('Erik').toString('base64'),
      'data_url',
    );
    const texts = await Promise.all(
      ['a/raw.txt', 'a/b64.txt', 'a/url.txt'].map(async (path) =>
        new TextDecoder().decode(await getBytes(ref(storage, path))),
      ),
    );
    expect(texts).toEqual(['Gymnopédie', 'Satie', 'Erik']);
    expect((await getMetadata(ref(storage, 'a/url.txt'))).contentType).toBe('text/plain');
  });

  it('uploadBytesResumable sends a large file in chunks and reports progress', async () => {
    const bytes = randomBytes(700 * 1024); // above the SDK's 256 KiB threshold: resumable
    const task = uploadBytesResumable(ref(storage, 'big/recording.bin'), bytes, {
      contentType: 'application/octet-stream',
    });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.state).toBe('success');
    expect(snapshot.metadata.size).toBe(bytes.length);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(progress.some((sent) => sent > 0 && sent < bytes.length)).toBe(true);
    const stored = await getBytes(ref(storage, 'big/recording.bin'));
    expect(Buffer.from(stored).equals(bytes)).toBe(true);
  });
});

describe('reads and metadata', () => {
  it('getDownloadURL gives a URL whose bytes anyone can fetch, and a wrong token is refused', async () => {
    await uploadString(ref(storage, 'pictures/alice.png'), 'not really a png', 'raw', {
      contentType: 'image/png',
    });
    const url = await getDownloadURL(ref(storage, 'pictures/alice.png'));
    expect(url).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${stack.emulator.port}/v0/b/${stack.bucket}/o/pictures%2Falice\\.png\\?alt=media&token=`,
      ),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('not really a png');

    stack.emulator.loadRules(`rules_version = '2';
      service firebase.storage { match /b/{bucket}/o { match /{p=**} { allow read, write: if false; } } }`);
    try {
      expect((await fetch(url)).status).toBe(200); // the token stands in for the rules
      const wrong = new URL(url);
      wrong.searchParams.set('token', 'not-the-token');
      const refused = await fetch(wrong);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: 403 } });
    } finally {
      stack.emulator.loadRules((await import('./support.js')).OPEN_RULES);
    }
  });

  it('updateMetadata merges, a null removes, and getMetadata reads it back', async () => {
    const file = ref(storage, 'docs/programme.txt');
    await uploadString(file, 'Programme', 'raw', {
      contentType: 'text/plain',
      cacheControl: 'no-cache',
      customMetadata: { hall: 'Pleyel', seats: '300' },
    });
    const updated = await updateMetadata(file, {
      cacheControl: 'public, max-age=60',
      customMetadata: { seats: '320', conductor: 'Boulanger' },
    });
    expect(updated.cacheControl).toBe('public, max-age=60');
    expect(updated.customMetadata).toEqual({
      hall: 'Pleyel',
      seats: '320',
      conductor: 'Boulanger',
    });
    expect(updated.metageneration).toBe('2');
    await updateMetadata(file, { cacheControl: null as unknown as undefined });
    const read = await getMetadata(file);
    expect(read.cacheControl).toBeUndefined();
    expect(read.contentType).toBe('text/plain');
    expect(read.metageneration).toBe('3');
  });

  it('getBytes with a size limit gets that many bytes; a Range is answered with 206', async () => {
    await uploadString(ref(storage, 'docs/long.txt'), 'Der Ring des Nibelungen');
    const head = await getBytes(ref(storage, 'docs/long.txt'), 7);
    expect(new TextDecoder().decode(head)).toBe('Der Rin');
    const url = await getDownloadURL(ref(storage, 'docs/long.txt'));
    const ranged = await fetch(url, { headers: { Range: 'bytes=4-7' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 4-7/23');
    expect(await ranged.text()).toBe('Ring');
  });

  it('a missing object is storage/object-not-found', async () => {
    await expect(getMetadata(ref(storage, 'nothing/here.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    await expect(getBytes(ref(storage, 'nothing/here.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    await expect(deleteObject(ref(storage, 'nothing/here.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('deleteObject removes the object', async () => {
    const file = ref(storage, 'tmp/gone.txt');
    await uploadString(file, 'bye');
    await deleteObject(file);
    await expect(getMetadata(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});

describe('listing', () => {
  beforeEach(async () => {
    await Promise.all(
      ['users/u1/a.txt', 'users/u1/b.txt', 'users/u1/old/c.txt', 'users/u2/d.txt', 'top.txt'].map(
        (path) => uploadString(ref(storage, path), path),
      ),
    );
  });

  it('listAll gives the folder files and its subfolders', async () => {
    const result = await listAll(ref(storage, 'users/u1'));
    expect(result.items.map((item) => item.fullPath)).toEqual(['users/u1/a.txt', 'users/u1/b.txt']);
    expect(result.prefixes.map((prefix) => prefix.fullPath)).toEqual(['users/u1/old']);
    const root = await listAll(ref(storage));
    expect(root.items.map((item) => item.fullPath)).toEqual(['top.txt']);
    expect(root.prefixes.map((prefix) => prefix.fullPath)).toEqual(['users']);
  });

  it('list pages with maxResults and pageToken', async () => {
    const first = await list(ref(storage, 'users/u1'), { maxResults: 2 });
    expect([...first.items, ...first.prefixes].map((entry) => entry.fullPath)).toEqual([
      'users/u1/a.txt',
      'users/u1/b.txt',
    ]);
    expect(first.nextPageToken).toBeTruthy();
    const second = await list(ref(storage, 'users/u1'), {
      maxResults: 2,
      pageToken: first.nextPageToken as string,
    });
    expect(second.prefixes.map((prefix) => prefix.fullPath)).toEqual(['users/u1/old']);
    expect(second.items).toEqual([]);
    expect(second.nextPageToken).toBeUndefined();
  });
});
