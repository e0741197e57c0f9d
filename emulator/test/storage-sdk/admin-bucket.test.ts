// firebase-admin's bucket API (@google-cloud/storage over the GCS JSON API, unmodified) against
// our Storage emulator: every way it uploads, downloads, reads and writes metadata, lists,
// copies, moves and deletes, and the errors it reports.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDownloadURL as adminDownloadURL } from 'firebase-admin/storage';
import { getBytes, getDownloadURL, getMetadata, ref } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorageSdkStack, type StorageSdkStack } from './support.js';

let stack: StorageSdkStack;
let folder: string;
const bucket = () => stack.adminBucket;
const names = (files: { name: string }[]) => files.map((file) => file.name);

beforeAll(async () => {
  stack = await startStorageSdkStack('demo-storage-sdk-admin');
  folder = await mkdtemp(path.join(tmpdir(), 'storage-sdk-admin-'));
});
afterAll(async () => {
  await stack.stop();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(() => stack.emulator.state.clear());

describe('uploads', () => {
  it('file.save, multipart and resumable, keeps bytes and metadata', async () => {
    const small = bucket().file('saves/multipart.txt');
    await small.save('multipart', {
      resumable: false,
      contentType: 'text/plain',
      metadata: { cacheControl: 'no-cache', metadata: { via: 'multipart' } },
    });
    const large = bucket().file('saves/resumable.bin');
    const bytes = randomBytes(2 * 1024 * 1024 + 5);
    await large.save(bytes, {
      resumable: true,
      chunkSize: 256 * 1024 * 4,
      metadata: { contentType: 'application/x-take', metadata: { via: 'resumable' } },
    });
    expect((await small.download())[0].toString()).toBe('multipart');
    expect((await large.download())[0].equals(bytes)).toBe(true);
    expect((await small.getMetadata())[0]).toMatchObject({
      contentType: 'text/plain',
      cacheControl: 'no-cache',
      metadata: { via: 'multipart' },
    });
    expect((await large.getMetadata())[0]).toMatchObject({
      contentType: 'application/x-take',
      size: String(bytes.length),
      metadata: { via: 'resumable' },
    });
  });

  it('bucket.upload sends a local file, resumable or not, named by destination', async () => {
    const local = path.join(folder, 'sonata.txt');
    await writeFile(local, 'Appassionata');
    await bucket().upload(local, { destination: 'uploads/plain.txt', resumable: false });
    await bucket().upload(local, {
      destination: 'uploads/resumable.txt',
      resumable: true,
      metadata: { metadata: { opus: '57' } },
    });
    const [plain] = await bucket().file('uploads/plain.txt').getMetadata();
    // The library names the type from the file's extension.
    expect(plain.contentType).toBe('text/plain');
    const [resumable] = await bucket().file('uploads/resumable.txt').download();
    expect(resumable.toString()).toBe('Appassionata');
    expect((await bucket().file('uploads/resumable.txt').getMetadata())[0].metadata).toEqual({
      opus: '57',
    });
  });

  it('createWriteStream, then a ranged createReadStream and a download to a file', async () => {
    const file = bucket().file('streams/etude.txt');
    await new Promise<void>((resolve, reject) => {
      const stream = file.createWriteStream({ resumable: false, contentType: 'text/plain' });
      stream.on('error', reject).on('finish', resolve);
      stream.end('Revolutionary Etude');
    });
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      file
        .createReadStream({ start: 0, end: 12 })
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('error', reject)
        .on('end', resolve);
    });
    expect(Buffer.concat(chunks).toString()).toBe('Revolutionary');
    const destination = path.join(folder, 'etude.txt');
    await file.download({ destination });
    expect(await readFile(destination, 'utf8')).toBe('Revolutionary Etude');
  });
});

describe('metadata', () => {
  it('setMetadata adds, changes and removes custom keys and fields', async () => {
    const file = bucket().file('docs/a.txt');
    await file.save('a', {
      contentType: 'text/plain',
      metadata: { contentLanguage: 'en', metadata: { k1: 'v1', k2: 'v2' } },
    });
    const [updated] = await file.setMetadata({
      contentType: 'text/markdown',
      // The library's types leave out null, which the JSON API takes as "remove".
      contentLanguage: null as unknown as string,
      metadata: { k1: null, k3: 'v3' },
    });
    expect(updated).toMatchObject({ contentType: 'text/markdown', metageneration: '2' });
    expect(updated.contentLanguage).toBeUndefined();
    expect(updated.metadata).toEqual({ k2: 'v2', k3: 'v3' });
    const [read] = await file.getMetadata();
    expect(read.metadata).toEqual({ k2: 'v2', k3: 'v3' });
  });

  it('a PUT of the resource (objects.update) replaces the writable metadata', async () => {
    const file = bucket().file('docs/replaced.txt');
    await file.save('r', {
      contentType: 'text/plain',
      metadata: { cacheControl: 'no-cache', metadata: { k1: 'v1', k2: 'v2' } },
    });
    const response = await stack.request(
      `/storage/v1/b/${stack.bucket}/o/${encodeURIComponent(file.name)}`,
      {
        method: 'PUT',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ contentType: 'text/markdown', metadata: { k2: 'new' } }),
      },
    );
    expect(response.status).toBe(200);
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({ contentType: 'text/markdown', metadata: { k2: 'new' } });
    expect(metadata.cacheControl).toBeUndefined();
  });

  it('getMetadata answers the GCS object resource', async () => {
    const file = bucket().file('docs/resource.txt');
    await file.save('resource');
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      kind: 'storage#object',
      name: 'docs/resource.txt',
      bucket: stack.bucket,
      size: '8',
      metageneration: '1',
      storageClass: 'STANDARD',
    });
    expect(metadata.id).toBe(`${stack.bucket}/docs/resource.txt/${metadata.generation}`);
    expect(metadata.mediaLink).toContain(`127.0.0.1:${stack.emulator.port}`);
    expect(await (await fetch(metadata.mediaLink as string)).text()).toBe('resource');
  });
});

describe('exists, delete and errors', () => {
  it('exists and delete; a missing object is 404 with the GCS reason', async () => {
    const file = bucket().file('docs/short-lived.txt');
    await file.save('x');
    expect(await file.exists()).toEqual([true]);
    await file.delete();
    expect(await file.exists()).toEqual([false]);
    const notFound = {
      code: 404,
      message: `No such object: ${stack.bucket}/docs/short-lived.txt`,
    };
    await expect(file.delete()).rejects.toMatchObject(notFound);
    await expect(file.getMetadata()).rejects.toMatchObject(notFound);
    await expect(file.download()).rejects.toMatchObject({ code: 404 });
    await expect(file.setMetadata({ contentType: 'text/plain' })).rejects.toMatchObject(notFound);
    await file.delete({ ignoreNotFound: true });
  });

  it('bucket.deleteFiles deletes everything under a prefix', async () => {
    await Promise.all(['tmp/a', 'tmp/b/c', 'keep/d'].map((name) => bucket().file(name).save(name)));
    await bucket().deleteFiles({ prefix: 'tmp/' });
    expect(names((await bucket().getFiles())[0])).toEqual(['keep/d']);
  });

  it('the bucket exists and answers its metadata', async () => {
    expect(await bucket().exists()).toEqual([true]);
    expect((await bucket().getMetadata())[0]).toMatchObject({ name: stack.bucket });
  });
});

describe('getFiles', () => {
  beforeEach(async () => {
    await Promise.all(
      ['u/1/a', 'u/1/b', 'u/1/sub/c', 'u/2/d', 'other'].map((name) =>
        bucket().file(name).save(name),
      ),
    );
  });

  it('lists by prefix, and folders apart under a delimiter', async () => {
    expect(names((await bucket().getFiles({ prefix: 'u/' }))[0])).toEqual([
      'u/1/a',
      'u/1/b',
      'u/1/sub/c',
      'u/2/d',
    ]);
    const [files, , response] = await bucket().getFiles({
      prefix: 'u/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect(files).toEqual([]);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['u/1/', 'u/2/']);
  });

  it('pages with maxResults and the returned query, autoPaginate off', async () => {
    const seen: string[] = [];
    let query: { maxResults: number; autoPaginate: false; pageToken?: string } | null = {
      maxResults: 2,
      autoPaginate: false,
    };
    while (query) {
      const [files, next] = await bucket().getFiles(query);
      expect(files.length).toBeLessThanOrEqual(2);
      seen.push(...names(files));
      query = next as typeof query;
    }
    expect(seen).toEqual(['other', 'u/1/a', 'u/1/b', 'u/1/sub/c', 'u/2/d']);
  });

  it('startOffset and endOffset bound the names listed', async () => {
    const [files] = await bucket().getFiles({ startOffset: 'u/1/b', endOffset: 'u/2' });
    expect(names(files)).toEqual(['u/1/b', 'u/1/sub/c']);
  });
});

describe('copy and move', () => {
  it('copy keeps the bytes and the metadata, in this bucket or another', async () => {
    const source = bucket().file('originals/a.txt');
    await source.save('original', {
      contentType: 'text/plain',
      metadata: { cacheControl: 'no-store', metadata: { composer: 'Liszt' } },
    });
    const [copy] = await source.copy('copies/a.txt');
    expect(copy.name).toBe('copies/a.txt');
    expect((await copy.download())[0].toString()).toBe('original');
    expect((await copy.getMetadata())[0]).toMatchObject({
      contentType: 'text/plain',
      cacheControl: 'no-store',
      metadata: { composer: 'Liszt' },
    });
    const other = stack.adminBucket.storage.bucket('demo-storage-sdk-admin-other');
    await source.copy(other.file('elsewhere.txt'));
    expect((await other.file('elsewhere.txt').download())[0].toString()).toBe('original');
    expect(await source.exists()).toEqual([true]);
  });

  it('copy with metadata takes the new metadata', async () => {
    const source = bucket().file('originals/b.txt');
    await source.save('b', { contentType: 'text/plain', metadata: { metadata: { k: 'v' } } });
    const [copy] = await source.copy('copies/b.txt', {
      contentType: 'text/markdown',
      metadata: { other: 'x' },
    });
    const [metadata] = await copy.getMetadata();
    expect(metadata.contentType).toBe('text/markdown');
    expect(metadata.metadata).toEqual({ other: 'x' });
  });

  it('move and rename take the object away from its old name', async () => {
    const file = bucket().file('moves/a.txt');
    await file.save('moving');
    await file.move('moves/b.txt');
    expect(await file.exists()).toEqual([false]);
    const moved = bucket().file('moves/b.txt');
    await moved.rename('moves/c.txt');
    expect(await moved.exists()).toEqual([false]);
    expect((await bucket().file('moves/c.txt').download())[0].toString()).toBe('moving');
  });

  it('moveFileAtomic moves within the bucket in one request', async () => {
    const file = bucket().file('atomic/a.txt');
    await file.save('atomic', { metadata: { metadata: { k: 'v' } } });
    await file.moveFileAtomic('atomic/b.txt');
    expect(await file.exists()).toEqual([false]);
    const moved = bucket().file('atomic/b.txt');
    expect((await moved.download())[0].toString()).toBe('atomic');
    expect((await moved.getMetadata())[0].metadata).toEqual({ k: 'v' });
  });

  it('bucket.combine composes the sources in order into a new object', async () => {
    await bucket().file('parts/1').save('Allegro, ');
    await bucket().file('parts/2').save('Adagio, ');
    await bucket().file('parts/3').save('Presto');
    const [whole] = await bucket().combine(
      ['parts/1', 'parts/2', 'parts/3'],
      bucket().file('whole/sonata.txt'),
    );
    expect((await whole.download())[0].toString()).toBe('Allegro, Adagio, Presto');
    // The library names the type from the destination's extension.
    expect((await whole.getMetadata())[0].contentType).toBe('text/plain');
    await expect(
      bucket().combine(['parts/1', 'parts/none'], bucket().file('whole/broken.txt')),
    ).rejects.toMatchObject({ code: 404 });
    expect(await bucket().file('whole/broken.txt').exists()).toEqual([false]);
  });

  it('copying a missing object is 404', async () => {
    await expect(bucket().file('nothing').copy('something')).rejects.toMatchObject({ code: 404 });
  });
});

describe('preconditions', () => {
  const conditionNotMet = {
    code: 412,
    message: 'At least one of the pre-conditions you specified did not hold.',
  };

  it('ifGenerationMatch 0 creates only when nothing is there, by every upload type', async () => {
    const file = bucket().file('once/only.txt');
    const onlyNew = { preconditionOpts: { ifGenerationMatch: 0 } };
    await file.save('first', { resumable: false, ...onlyNew });
    await expect(file.save('second', { resumable: false, ...onlyNew })).rejects.toMatchObject(
      conditionNotMet,
    );
    await expect(file.save('second', { resumable: true, ...onlyNew })).rejects.toMatchObject(
      conditionNotMet,
    );
    expect((await file.download())[0].toString()).toBe('first');
  });

  it('a generation or metageneration other than the stored one refuses the change', async () => {
    const file = bucket().file('versioned/doc.txt');
    await file.save('v1');
    const [{ generation, metageneration }] = await file.getMetadata();
    await expect(
      file.setMetadata(
        { contentLanguage: 'en' },
        { ifMetagenerationMatch: Number(metageneration) + 1 },
      ),
    ).rejects.toMatchObject(conditionNotMet);
    await file.setMetadata({ contentLanguage: 'en' }, { ifMetagenerationMatch: metageneration });
    await expect(file.delete({ ifGenerationMatch: Number(generation) - 1 })).rejects.toMatchObject(
      conditionNotMet,
    );
    await expect(
      file.save('v2', { resumable: false, preconditionOpts: { ifGenerationMatch: generation } }),
    ).resolves.toBeUndefined();
    await expect(file.delete({ ifGenerationMatch: generation })).rejects.toMatchObject(
      conditionNotMet,
    );
    await file.delete();
  });

  it('a copy to an existing destination with ifGenerationMatch 0 is refused', async () => {
    await bucket().file('copies/source.txt').save('source');
    await bucket().file('copies/taken.txt').save('taken');
    await expect(
      bucket()
        .file('copies/source.txt')
        .copy('copies/taken.txt', { preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject(conditionNotMet);
    expect((await bucket().file('copies/taken.txt').download())[0].toString()).toBe('taken');
  });
});

describe('with the web SDK', () => {
  it("a copy keeps the original's download token; the web SDK reads both", async () => {
    const client = stack.client({ sub: 'u1' });
    const source = bucket().file('shared/original.txt');
    await source.save('shared');
    const url = await adminDownloadURL(source);
    await source.copy('shared/copy.txt');
    expect(await (await fetch(url)).text()).toBe('shared');
    const copyUrl = await getDownloadURL(ref(client, 'shared/copy.txt'));
    expect(await (await fetch(copyUrl)).text()).toBe('shared');
    expect(new TextDecoder().decode(await getBytes(ref(client, 'shared/copy.txt')))).toBe('shared');
    expect((await getMetadata(ref(client, 'shared/copy.txt'))).size).toBe(6);
  });
});
