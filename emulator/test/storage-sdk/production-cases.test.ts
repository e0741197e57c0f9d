// Cases from firebase-tools' Storage conformance suite
// (scripts/storage-emulator-integration/conformance in firebase/firebase-tools), which runs
// against production as well as against Google's emulator: its expectations are production's
// answers. Raw requests where the case is about the wire (headers, status, bodies), the
// unmodified SDKs where it is about what they report.
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { getMetadata, listAll, ref, updateMetadata } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorageSdkStack, type StorageSdkStack } from './support.js';

let stack: StorageSdkStack;
const OWNER = { Authorization: 'Bearer owner' };
const bucket = () => stack.adminBucket;

beforeAll(async () => {
  stack = await startStorageSdkStack('demo-storage-sdk-production');
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.state.clear());

/** A GET through node:http, which (unlike fetch) neither asks for nor undoes compression. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(
      { host: '127.0.0.1', port: stack.emulator.port, path, headers: { ...OWNER, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    )
      .on('error', reject)
      .end();
  });
}

describe('the Firebase Storage API', () => {
  const objects = () => `/v0/b/${stack.bucket}/o`;

  it('a media upload sets the default metadata', async () => {
    const upload = await stack.request(`${objects()}?name=dir/someFile`, {
      method: 'POST',
      headers: OWNER,
      body: 'hello world',
    });
    expect(upload.status).toBe(200);
    const metadata = await (
      await stack.request(`${objects()}/dir%2FsomeFile`, { headers: OWNER })
    ).json();
    expect(metadata).toMatchObject({
      name: 'dir/someFile',
      bucket: stack.bucket,
      metageneration: '1',
      size: '11',
      contentEncoding: 'identity',
      contentDisposition: expect.any(String),
      downloadTokens: expect.any(String),
    });
    const media = await stack.request(`${objects()}/dir%2FsomeFile?alt=media`, { headers: OWNER });
    expect(await media.text()).toBe('hello world');
  });

  it('a multipart upload with a bad content type is 400', async () => {
    const response = await stack.request(`${objects()}?name=x`, {
      method: 'POST',
      headers: { ...OWNER, 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'foo' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Bad content type.');
  });

  describe('resumable uploads', () => {
    async function start(name: string, headers: Record<string, string> = OWNER): Promise<string> {
      const response = await stack.request(`${objects()}?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: {
          ...headers,
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
        },
      });
      expect(response.status).toBe(200);
      const url = new URL(response.headers.get('x-goog-upload-url') as string);
      return url.pathname + url.search;
    }
    const command = (path: string, name: string, body?: string) =>
      stack.request(path, {
        method: 'PUT',
        headers: { 'X-Goog-Upload-Command': name, 'X-Goog-Upload-Offset': '0' },
        body,
      });

    it('later commands need no Authorization, and the status follows the upload', async () => {
      const session = await start('resumable/a.txt');
      const status = async () =>
        (await command(session, 'query')).headers.get('x-goog-upload-status');
      expect(await status()).toBe('active');
      expect((await command(session, 'upload', 'hello')).status).toBe(200);
      const finalized = await command(session, 'finalize');
      expect(finalized.status).toBe(200);
      expect(finalized.headers.get('x-goog-upload-status')).toBe('final');
      expect(await status()).toBe('final');
      // A second finalize answers as the first did.
      expect((await command(session, 'finalize')).status).toBe(200);
      expect(stack.emulator.state.get(stack.bucket, 'resumable/a.txt')?.bytes.toString()).toBe(
        'hello',
      );
    });

    it('an empty upload finalizes', async () => {
      const session = await start('resumable/empty');
      const finalized = await command(session, 'finalize');
      expect(finalized.status).toBe(200);
      expect((await finalized.json()).size).toBe('0');
    });

    it('a refused upload is 403 with status final, and again on a second finalize', async () => {
      stack.emulator.loadRules(`rules_version = '2';
        service firebase.storage { match /b/{bucket}/o { match /{p=**} {
          allow read; allow write: if request.auth != null; } } }`);
      try {
        const session = await start('resumable/refused', {});
        const refused = await command(session, 'upload, finalize', 'x');
        expect(refused.status).toBe(403);
        expect(refused.headers.get('x-goog-upload-status')).toBe('final');
        const again = await command(session, 'finalize');
        expect(again.status).toBe(403);
        expect(again.headers.get('x-goog-upload-status')).toBe('final');
      } finally {
        stack.emulator.loadRules((await import('../storage/support.js')).OPEN_RULES);
      }
    });

    it('cancel: 200, again 200, then finalize 400 twice; the status reads cancelled', async () => {
      const session = await start('resumable/cancelled');
      expect((await command(session, 'cancel')).status).toBe(200);
      expect((await command(session, 'cancel')).status).toBe(200);
      expect((await command(session, 'query')).headers.get('x-goog-upload-status')).toBe(
        'cancelled',
      );
      expect((await command(session, 'finalize')).status).toBe(400);
      expect((await command(session, 'finalize')).status).toBe(400);
      expect(stack.emulator.state.get(stack.bucket, 'resumable/cancelled')).toBeUndefined();
    });

    it('cancelling a finalized upload is 400, an unknown one 404', async () => {
      const session = await start('resumable/done');
      expect((await command(session, 'upload, finalize', 'x')).status).toBe(200);
      expect((await command(session, 'cancel')).status).toBe(400);
      const unknown = session.replace(/(upload_id=)[^&]*/, '$1foo');
      expect((await command(unknown, 'cancel')).status).toBe(404);
    });
  });

  describe('gzip', () => {
    beforeEach(async () => {
      await bucket()
        .file('gzippedFile')
        .save('hello world', { gzip: true, contentType: 'text/plain' });
    });

    it('is served gunzipped to a client that does not accept gzip', async () => {
      const response = await rawGet(`${objects()}/gzippedFile?alt=media`);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers['content-type']).toBe('text/plain');
      expect(response.body.toString()).toBe('hello world');
    });

    it('is served as stored to one that does', async () => {
      const response = await rawGet(`${objects()}/gzippedFile?alt=media`, {
        'Accept-Encoding': 'gzip',
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe('hello world');
    });

    it('is served as stored when its Cache-Control says no-transform', async () => {
      await bucket().file('gzippedFile').setMetadata({ cacheControl: 'no-transform' });
      const response = await rawGet(`${objects()}/gzippedFile?alt=media`);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe('hello world');
    });

    it('firebase-admin downloads it decompressed, or compressed when asked', async () => {
      const file = bucket().file('gzippedFile');
      expect((await file.getMetadata())[0].contentEncoding).toBe('gzip');
      expect((await file.download())[0].toString()).toBe('hello world');
      const [compressed] = await file.download({ decompress: false });
      expect(gunzipSync(compressed).toString()).toBe('hello world');
    });
  });

  describe('download tokens', () => {
    const path = () => `${objects()}/testing%2Ffile`;
    beforeEach(() => bucket().file('testing/file').save('0123456789'));

    it('create_token adds one; only "true" is a value; a non-owner is 403', async () => {
      const created = await stack.request(`${path()}?create_token=true`, {
        method: 'POST',
        headers: OWNER,
      });
      expect(((await created.json()).downloadTokens as string).split(',')).toHaveLength(1);
      const invalid = await stack.request(`${path()}?create_token=someNonTrueParam`, {
        method: 'POST',
        headers: OWNER,
      });
      expect(invalid.status).toBe(400);
      for (const query of ['create_token=true', 'delete_token=someToken']) {
        const refused = await stack.request(`${path()}?${query}`, {
          method: 'POST',
          headers: { Authorization: 'Bearer somethingElse' },
        });
        expect(refused.status).toBe(403);
      }
    });

    it('delete_token removes one, and the last is replaced by a new one', async () => {
      await stack.request(`${path()}?create_token=true`, { method: 'POST', headers: OWNER });
      const both = await stack.request(`${path()}?create_token=true`, {
        method: 'POST',
        headers: OWNER,
      });
      const tokens = ((await both.json()).downloadTokens as string).split(',');
      const deleted = await stack.request(`${path()}?delete_token=${tokens[0]}`, {
        method: 'POST',
        headers: OWNER,
      });
      expect((await deleted.json()).downloadTokens).toBe(tokens[1]);
      const last = await stack.request(`${path()}?delete_token=${tokens[1]}`, {
        method: 'POST',
        headers: OWNER,
      });
      const remaining = ((await last.json()).downloadTokens as string).split(',');
      expect(remaining).toHaveLength(1);
      expect(remaining).not.toEqual([tokens[1]]);
    });
  });

  describe('what the web SDK reads of an object firebase-admin stored', () => {
    it('getMetadata: no disposition, and the token made on first read is a metadata update', async () => {
      await bucket().file('testing/storage_ref/testFile').save(Buffer.alloc(0));
      const metadata = await getMetadata(ref(stack.client(), 'testing/storage_ref/testFile'));
      // The fields set, as the suite's page handed them over as JSON.
      const fields = Object.entries(metadata).filter(([, value]) => value !== undefined);
      expect(fields.map(([key]) => key).sort()).toEqual(
        [
          'type',
          'bucket',
          'generation',
          'metageneration',
          'fullPath',
          'name',
          'size',
          'timeCreated',
          'updated',
          'md5Hash',
          'contentEncoding',
          'contentType',
        ].sort(),
      );
      expect(metadata).toMatchObject({
        metageneration: '2',
        size: 0,
        contentEncoding: 'identity',
        contentType: 'application/octet-stream',
      });
    });

    it('a download URL serves the bytes as an attachment named by the file', async () => {
      await bucket().file('testing/storage_ref/testFile').save('hello world');
      const { getDownloadURL } = await import('firebase/storage');
      const url = await getDownloadURL(ref(stack.client(), 'testing/storage_ref/testFile'));
      expect(url).toContain(
        `/v0/b/${stack.bucket}/o/testing%2Fstorage_ref%2FtestFile?alt=media&token=`,
      );
      const response = await fetch(url);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename*=testFile');
      expect(await response.text()).toBe('hello world');
    });

    it('updateMetadata with nulls removes every settable field', async () => {
      await bucket()
        .file('testing/nulls')
        .save(Buffer.alloc(0), {
          metadata: {
            cacheControl: 'hello world',
            contentDisposition: 'hello world',
            contentEncoding: 'hello world',
            contentLanguage: 'en',
            contentType: 'hello world',
            metadata: { key: 'value' },
          },
        });
      const updated = await updateMetadata(ref(stack.client(), 'testing/nulls'), {
        cacheControl: null,
        contentDisposition: null,
        contentEncoding: null,
        contentLanguage: null,
        contentType: null,
        customMetadata: null,
      } as unknown as Parameters<typeof updateMetadata>[1]);
      expect(updated).toMatchObject({
        cacheControl: undefined,
        contentDisposition: undefined,
        contentLanguage: undefined,
        customMetadata: undefined,
      });
      expect(updated.contentEncoding).toBe('identity');
    });

    it('listAll leaves out folder placeholders and names with empty segments', async () => {
      await Promise.all(
        ['listAll/abc/', 'listAll//foo', 'listAll/bar//', 'listAll/baz//qux'].map((name) =>
          bucket().file(name).save(''),
        ),
      );
      const client = stack.client();
      const top = await listAll(ref(client, 'listAll/'));
      expect(top.items).toEqual([]);
      expect(top.prefixes.map((prefix) => prefix.name)).toEqual(['abc', 'bar', 'baz']);
      const placeholder = await listAll(ref(client, 'listAll/abc/'));
      expect([placeholder.items, placeholder.prefixes]).toEqual([[], []]);
    });
  });
});

describe('the GCS JSON API', () => {
  const TESTING_FILE = 'testing/shoveler.svg';
  const names = (files: { name: string }[]) => files.map((file) => file.name);

  describe('getFiles', () => {
    beforeEach(async () => {
      await Promise.all(
        [TESTING_FILE, 'prefix', 'prefix/1.txt', 'prefix/2.txt', 'prefix/dir/file.txt'].map(
          (name) => bucket().file(name).save('0123456789'),
        ),
      );
    });
    const page = async (query: { prefix?: string; delimiter?: string }) => {
      const [files, , response] = await bucket().getFiles({ autoPaginate: false, ...query });
      return { names: names(files), prefixes: (response as { prefixes?: string[] }).prefixes };
    };

    it('pages by maxResults, with no token on the last page', async () => {
      const [first, , { nextPageToken }] = (await bucket().getFiles({ maxResults: 3 })) as [
        { name: string }[],
        unknown,
        { nextPageToken?: string },
      ];
      expect(names(first)).toEqual(['prefix', 'prefix/1.txt', 'prefix/2.txt']);
      const [second, , last] = (await bucket().getFiles({
        maxResults: 3,
        pageToken: nextPageToken,
      })) as [{ name: string }[], unknown, { nextPageToken?: string }];
      expect(names(second)).toEqual(['prefix/dir/file.txt', TESTING_FILE]);
      expect(last.nextPageToken).toBeUndefined();
    });

    it('answers prefixes for any delimiter, and none when there are none', async () => {
      expect(await page({ prefix: 'prefix' })).toEqual({
        names: ['prefix', 'prefix/1.txt', 'prefix/2.txt', 'prefix/dir/file.txt'],
        prefixes: undefined,
      });
      expect(await page({ delimiter: '/' })).toEqual({
        names: ['prefix'],
        prefixes: ['prefix/', 'testing/'],
      });
      expect(await page({ delimiter: 'dir' })).toEqual({
        names: ['prefix', 'prefix/1.txt', 'prefix/2.txt', TESTING_FILE],
        prefixes: ['prefix/dir'],
      });
      expect(await page({ prefix: 'p', delimiter: 'p' })).toEqual({
        names: ['prefix', 'prefix/1.txt', 'prefix/2.txt', 'prefix/dir/file.txt'],
        prefixes: undefined,
      });
      expect(await page({ prefix: 't', delimiter: 't' })).toEqual({
        names: [],
        prefixes: ['test'],
      });
      expect(await page({ prefix: 'p', delimiter: 't' })).toEqual({
        names: ['prefix'],
        prefixes: ['prefix/1.t', 'prefix/2.t', 'prefix/dir/file.t'],
      });
      expect(await page({ prefix: 'pref', delimiter: 'i' })).toEqual({
        names: [],
        prefixes: ['prefi'],
      });
      expect(await page({ prefix: 'prefi', delimiter: 'i' })).toEqual({
        names: ['prefix', 'prefix/1.txt', 'prefix/2.txt'],
        prefixes: ['prefix/di'],
      });
      expect(await page({ prefix: 'blah/' })).toEqual({ names: [], prefixes: undefined });
    });

    it('exists is false for a folder that holds files', async () => {
      expect(await bucket().file('prefix/dir').exists()).toEqual([false]);
    });
  });

  describe('upload protocols', () => {
    const uploads = () => `/upload/storage/v1/b/${stack.bucket}/o`;
    const boundary = 'b1d5b2e3-1845-4338-9400-6ac07ce53c1e';
    const multipartBody = Buffer.from(
      `--${boundary}\r\ncontent-type: application/json\r\n\r\n{"name":"testFile"}\r\n` +
        `--${boundary}\r\ncontent-type: text/plain\r\n\r\nhello there!\n\r\n--${boundary}--\r\n`,
    );
    const multipartType = `multipart/related; boundary=${boundary}`;
    const stored = (name: string) => stack.emulator.state.get(stack.bucket, name);

    it('a media upload keeps a large JSON body as it is', async () => {
      const json = JSON.stringify({ k: 'a'.repeat(130_000) });
      const response = await stack.request(`${uploads()}?name=large.json&uploadType=media`, {
        method: 'POST',
        headers: { ...OWNER, 'Content-Type': 'application/json' },
        body: json,
      });
      expect(response.status).toBe(200);
      expect(stored('large.json')?.bytes.toString()).toBe(json);
    });

    it('multipart: the name from the metadata, the protocol from the header too', async () => {
      for (const [query, headers] of [
        ['?uploadType=multipart', {}],
        ['', { 'X-Goog-Upload-Protocol': 'multipart' }],
      ] as const) {
        stack.emulator.state.clear();
        const response = await stack.request(`${uploads()}${query}`, {
          method: 'POST',
          headers: { ...OWNER, ...headers, 'Content-Type': multipartType },
          body: multipartBody,
        });
        expect(response.status).toBe(200);
        expect((await response.json()).name).toBe('testFile');
        expect(stored('testFile')?.bytes.toString()).toBe('hello there!\n');
      }
    });

    it('multipart: x-upload-content-type names the type; a bad Content-Type is 400', async () => {
      const typed = await stack.request(`${uploads()}?uploadType=multipart`, {
        method: 'POST',
        headers: {
          ...OWNER,
          'Content-Type': multipartType,
          'X-Upload-Content-Type': 'text/x-typed',
        },
        body: multipartBody,
      });
      expect((await typed.json()).contentType).toBe('text/x-typed');
      const bad = await stack.request(`${uploads()}?name=testFile`, {
        method: 'POST',
        headers: { ...OWNER, 'Content-Type': 'foo', 'X-Goog-Upload-Protocol': 'multipart' },
        body: multipartBody,
      });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('Bad content type.');
    });

    it('resumable: the name from the metadata; metadata and x-upload-content-type kept', async () => {
      const byName = await stack.request(`${uploads()}?uploadType=resumable`, {
        method: 'POST',
        headers: { ...OWNER, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'testFile' }),
      });
      expect(byName.status).toBe(200);
      const started = await stack.request(`${uploads()}?name=testFile&uploadType=resumable`, {
        method: 'POST',
        headers: { ...OWNER, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'testFile',
          contentDisposition: 'initialCommit',
          contentType: 'image/jpg',
        }),
      });
      const session = new URL(started.headers.get('location') as string);
      const finished = await stack.request(session.pathname + session.search, { method: 'PUT' });
      expect(await finished.json()).toMatchObject({
        name: 'testFile',
        contentType: 'image/jpg',
        contentDisposition: 'initialCommit',
      });
      const typedStart = await stack.request(`${uploads()}?name=typed&uploadType=resumable`, {
        method: 'POST',
        headers: { ...OWNER, 'X-Upload-Content-Type': 'image/png' },
      });
      const typed = new URL(typedStart.headers.get('location') as string);
      const typedDone = await stack.request(typed.pathname + typed.search, { method: 'PUT' });
      expect((await typedDone.json()).contentType).toBe('image/png');
    });
  });

  describe('objects', () => {
    it('a new upload has exactly the generated metadata', async () => {
      await bucket().file('test_file').save(Buffer.alloc(0));
      const [metadata] = await bucket().file('test_file').getMetadata();
      expect(Object.keys(metadata).sort()).toEqual(
        [
          'kind',
          'id',
          'selfLink',
          'mediaLink',
          'name',
          'bucket',
          'generation',
          'metageneration',
          'contentType',
          'storageClass',
          'size',
          'md5Hash',
          'crc32c',
          'etag',
          'timeCreated',
          'updated',
          'timeStorageClassUpdated',
        ].sort(),
      );
      expect(metadata).toMatchObject({
        metageneration: '1',
        contentType: 'application/octet-stream',
        size: '0',
      });
    });

    it('a media download names the file as an attachment', async () => {
      await stack.request(`/upload/storage/v1/b/${stack.bucket}/o?name=testFile`, {
        method: 'POST',
        headers: OWNER,
        body: Buffer.from('hello world'), // no Content-Type, as the suite's client sends it
      });
      const response = await stack.request(`/storage/v1/b/${stack.bucket}/o/testFile?alt=media`, {
        headers: OWNER,
      });
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename*=testFile');
    });

    it('404s name the object; a download has no reasons list', async () => {
      const missing = bucket().file('blah');
      const named = `No such object: ${stack.bucket}/blah`;
      await expect(missing.delete()).rejects.toMatchObject({
        code: 404,
        message: named,
        errors: [{ reason: 'notFound' }],
      });
      await expect(missing.getMetadata()).rejects.toMatchObject({
        code: 404,
        message: named,
        errors: [{ reason: 'notFound' }],
      });
      const downloadError = (await missing.download().catch((error: unknown) => error)) as {
        code: number;
        message: string;
        errors?: unknown[];
      };
      expect(downloadError).toMatchObject({ code: 404, message: named });
      expect(downloadError.errors ?? []).toEqual([]);
    });

    it('setMetadata turns custom values into strings and ignores unknown fields', async () => {
      await bucket().file('meta').save('x');
      const [withValues] = await bucket()
        .file('meta')
        .setMetadata({ metadata: { booleanValue: true, numberValue: -1 } });
      expect(withValues.metadata).toEqual({ booleanValue: 'true', numberValue: '-1' });
      const [withUnknown] = await bucket()
        .file('meta')
        .setMetadata({ nada: 'true' } as Record<string, unknown>);
      expect(withUnknown).not.toHaveProperty('nada');
    });

    it('a download token set as custom metadata is kept as it was sent', async () => {
      await bucket().file('public/file').save('x');
      await bucket()
        .file('public/file')
        .setMetadata({ metadata: { firebaseStorageDownloadTokens: 'myFirstToken,mySecondToken' } });
      const [metadata] = await bucket().file('public/file').getMetadata();
      expect(metadata.metadata?.firebaseStorageDownloadTokens).toBe('myFirstToken,mySecondToken');
    });
  });

  describe('copy', () => {
    beforeEach(() =>
      bucket()
        .file('source')
        .save('0123456789', {
          metadata: {
            contentType: 'image/jpg',
            cacheControl: 'private,no-store',
            metadata: { hello: 'world', firebaseStorageDownloadTokens: 'token1,token2' },
          },
        }),
    );

    it('answers a finished rewrite, and the copy keeps the metadata and tokens', async () => {
      const [copy, response] = await bucket().file('source').copy('copied_file');
      expect(Object.keys(response as object).sort()).toEqual(
        ['kind', 'totalBytesRewritten', 'objectSize', 'done', 'resource'].sort(),
      );
      expect(response).toMatchObject({
        kind: 'storage#rewriteResponse',
        totalBytesRewritten: '10',
        objectSize: '10',
        done: true,
      });
      const [metadata] = await copy.getMetadata();
      expect(metadata).toMatchObject({
        cacheControl: 'private,no-store',
        contentType: 'image/jpg',
        metadata: { hello: 'world', firebaseStorageDownloadTokens: 'token1,token2' },
      });
      expect((response as { resource: unknown }).resource).toEqual(metadata);
    });

    it('custom metadata sent replaces the tokens too; a null value becomes ""', async () => {
      const [copy] = await bucket()
        .file('source')
        .copy('copied_file', {
          metadata: { foo: 'bar', nullMetadata: null },
          cacheControl: 'private,max-age=10,immutable',
        } as Record<string, unknown>);
      const [metadata] = await copy.getMetadata();
      expect(metadata.metadata).toEqual({ foo: 'bar', nullMetadata: '' });
      expect(metadata.cacheControl).toBe('private,max-age=10,immutable');
    });
  });

  describe('makePublic', () => {
    it('answers the ACL entry and changes nothing; the public URL serves the bytes', async () => {
      await bucket().file('a/b').save('0123456789');
      const [acl] = (await bucket().file('a/b').makePublic()) as [Record<string, unknown>];
      expect(acl).toMatchObject({
        kind: 'storage#objectAccessControl',
        object: 'a/b',
        bucket: stack.bucket,
        entity: 'allUsers',
        role: 'READER',
        etag: expect.any(String),
      });
      expect(acl.id).toBe(`${stack.bucket}/a/b/${acl.generation}/allUsers`);
      const response = await stack.request(`/${stack.bucket}/a/b`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('0123456789');
      // ACLs have no effect here: every object reads as public.
      expect(await bucket().file('a/b').isPublic()).toEqual([true]);
    });
  });
});
