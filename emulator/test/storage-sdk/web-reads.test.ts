// The web SDK's reads, metadata updates, deletes and lists (`firebase/storage`, Node build,
// unmodified) against our Storage emulator, with open rules: what each call answers and the
// error codes and messages production's answers make the SDK report.
import {
  deleteObject,
  getBlob,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStream,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorageSdkStack, type StorageSdkStack } from './support.js';

let stack: StorageSdkStack;
let storage: FirebaseStorage;

beforeAll(async () => {
  stack = await startStorageSdkStack('demo-storage-sdk-reads');
  storage = stack.client({ sub: 'alice' });
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.state.clear());

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('downloads', () => {
  it('getBytes, the first n bytes, and getStream whole and cut', async () => {
    const file = ref(storage, 'scores/ring.txt');
    await uploadString(file, 'Der Ring des Nibelungen');
    expect(new TextDecoder().decode(await getBytes(file))).toBe('Der Ring des Nibelungen');
    expect(new TextDecoder().decode(await getBytes(file, 3))).toBe('Der');
    expect(await readAll(getStream(file))).toBe('Der Ring des Nibelungen');
    expect(await readAll(getStream(file, 8))).toBe('Der Ring');
  });

  it('getBlob is the browser build only; in Node the SDK itself refuses it', () => {
    expect(() => getBlob(ref(storage, 'scores/ring.txt'))).toThrow(/only available in Browser/);
  });

  it('getDownloadURL points at this emulator with a token anyone can fetch', async () => {
    const file = ref(storage, 'pictures/a b.png');
    await uploadString(file, 'png', 'raw', { contentType: 'image/png' });
    const url = new URL(await getDownloadURL(file));
    expect(url.origin).toBe(`http://127.0.0.1:${stack.emulator.port}`);
    expect(url.pathname).toBe(`/v0/b/${stack.bucket}/o/pictures%2Fa%20b.png`);
    expect(url.searchParams.get('alt')).toBe('media');
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f-]{36}$/);
    // The same token every time, until it is revoked.
    expect(await getDownloadURL(file)).toBe(url.href);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('png');
  });
});

describe('metadata', () => {
  it('updateMetadata adds and removes custom keys and fields; each update counts', async () => {
    const file = ref(storage, 'docs/programme.txt');
    await uploadString(file, 'Programme', 'raw', {
      contentType: 'text/plain',
      contentLanguage: 'fr',
      customMetadata: { hall: 'Pleyel', seats: '300' },
    });
    const added = await updateMetadata(file, { customMetadata: { conductor: 'Boulanger' } });
    expect(added.customMetadata).toEqual({ hall: 'Pleyel', seats: '300', conductor: 'Boulanger' });
    const removed = await updateMetadata(file, {
      contentLanguage: null as unknown as string,
      customMetadata: { seats: null as unknown as string },
    });
    expect(removed.customMetadata).toEqual({ hall: 'Pleyel', conductor: 'Boulanger' });
    expect(removed.contentLanguage).toBeUndefined();
    expect(removed.contentType).toBe('text/plain');
    expect(removed.metageneration).toBe('3');
    expect(removed.generation).toBe(added.generation);
    expect(Date.parse(removed.updated)).toBeGreaterThanOrEqual(Date.parse(removed.timeCreated));
    expect(await getMetadata(file)).toMatchObject({
      customMetadata: { hall: 'Pleyel', conductor: 'Boulanger' },
      metageneration: '3',
    });
    // The bytes are untouched.
    expect(new TextDecoder().decode(await getBytes(file))).toBe('Programme');
  });

  it('a metadata update keeps the download URL working', async () => {
    const file = ref(storage, 'docs/kept.txt');
    await uploadString(file, 'kept');
    const url = await getDownloadURL(file);
    await updateMetadata(file, { customMetadata: { more: 'yes' } });
    expect(await getDownloadURL(file)).toBe(url);
    expect(await (await fetch(url)).text()).toBe('kept');
  });
});

describe('errors', () => {
  it('every call on a missing object is storage/object-not-found, naming it', async () => {
    const missing = ref(storage, 'nothing/here.txt');
    const notFound = {
      code: 'storage/object-not-found',
      message: expect.stringContaining("Object 'nothing/here.txt' does not exist."),
    };
    await expect(getMetadata(missing)).rejects.toMatchObject(notFound);
    await expect(getBytes(missing)).rejects.toMatchObject(notFound);
    await expect(getDownloadURL(missing)).rejects.toMatchObject(notFound);
    await expect(updateMetadata(missing, { contentType: 'text/plain' })).rejects.toMatchObject(
      notFound,
    );
    await expect(deleteObject(missing)).rejects.toMatchObject(notFound);
    await expect(readAll(getStream(missing))).rejects.toMatchObject(notFound);
  });

  it('a deleted object is gone for every read', async () => {
    const file = ref(storage, 'tmp/gone.txt');
    await uploadString(file, 'bye');
    const url = await getDownloadURL(file);
    await deleteObject(file);
    await expect(getDownloadURL(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    expect((await fetch(url)).status).toBe(404);
  });
});

describe('listing', () => {
  const paths = [
    'users/u1/a.txt',
    'users/u1/b.txt',
    'users/u1/c.txt',
    'users/u1/old/d.txt',
    'users/u1/older/e.txt',
    'users/u2/f.txt',
    'top.txt',
  ];
  beforeEach(async () => {
    await Promise.all(paths.map((path) => uploadString(ref(storage, path), path)));
  });

  it('listAll gives a folder files and subfolders, and the root its own', async () => {
    const folder = await listAll(ref(storage, 'users/u1'));
    expect(folder.items.map((item) => item.fullPath)).toEqual([
      'users/u1/a.txt',
      'users/u1/b.txt',
      'users/u1/c.txt',
    ]);
    expect(folder.prefixes.map((prefix) => prefix.fullPath)).toEqual([
      'users/u1/old',
      'users/u1/older',
    ]);
    const root = await listAll(ref(storage));
    expect(root.items.map((item) => item.name)).toEqual(['top.txt']);
    expect(root.prefixes.map((prefix) => prefix.name)).toEqual(['users']);
    const empty = await listAll(ref(storage, 'nobody'));
    expect([empty.items, empty.prefixes]).toEqual([[], []]);
  });

  it('list pages through files and folders together, in name order', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await list(ref(storage, 'users/u1'), { maxResults: 2, pageToken });
      expect(page.items.length + page.prefixes.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.name), ...page.prefixes.map((p) => p.name));
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(['a.txt', 'b.txt', 'c.txt', 'old', 'older']);
  });

  it("hides the console's folder placeholders and names with empty segments, as production", async () => {
    await stack.adminBucket.file('users/u1/').save('');
    await stack.adminBucket.file('users/u1//twice.txt').save('x');
    const folder = await listAll(ref(storage, 'users/u1'));
    expect(folder.items.map((item) => item.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(folder.prefixes.map((prefix) => prefix.name)).toEqual(['old', 'older']);
  });

  it('listAll reads past the first page of 1,000', async () => {
    const names = Array.from(
      { length: 1005 },
      (_, index) => `many/${String(index).padStart(4, '0')}`,
    );
    for (let start = 0; start < names.length; start += 100) {
      await Promise.all(
        names.slice(start, start + 100).map((name) => stack.adminBucket.file(name).save('')),
      );
    }
    const all = await listAll(ref(storage, 'many'));
    expect(all.items.map((item) => item.fullPath)).toEqual(names);
    const first = await list(ref(storage, 'many'));
    expect(first.items).toHaveLength(1000);
    expect(first.nextPageToken).toBeTruthy();
  });
});
