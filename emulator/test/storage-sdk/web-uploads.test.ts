// The web SDK's uploads (`firebase/storage`, Node build, unmodified) against our Storage
// emulator: every body type and string format, every writable metadata field, the resumable
// protocol with progress, pause, resume and cancel, and replacing an object.
import { randomBytes } from 'node:crypto';
import {
  getBytes,
  getMetadata,
  ref,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.js';
import { startStorageSdkStack, type StorageSdkStack } from './support.js';

let stack: StorageSdkStack;
let storage: FirebaseStorage;

beforeAll(async () => {
  stack = await startStorageSdkStack('demo-storage-sdk-uploads');
  storage = stack.client({ sub: 'alice' });
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.state.clear());

const text = async (path: string) => new TextDecoder().decode(await getBytes(ref(storage, path)));

describe('uploadBytes', () => {
  it('takes a Uint8Array, an ArrayBuffer and a Blob', async () => {
    await uploadBytes(ref(storage, 'bodies/array.bin'), new Uint8Array([0, 1, 3, 128, 255]));
    await uploadBytes(ref(storage, 'bodies/buffer.bin'), new Uint8Array([9, 8, 7]).buffer);
    await uploadBytes(
      ref(storage, 'bodies/blob.txt'),
      new Blob(['Kinderszenen'], { type: 'text/plain' }),
    );
    expect([...new Uint8Array(await getBytes(ref(storage, 'bodies/array.bin')))]).toEqual([
      0, 1, 3, 128, 255,
    ]);
    expect([...new Uint8Array(await getBytes(ref(storage, 'bodies/buffer.bin')))]).toEqual([
      9, 8, 7,
    ]);
    expect(await text('bodies/blob.txt')).toBe('Kinderszenen');
    // A Blob's own type is the object's when the metadata names none.
    expect((await getMetadata(ref(storage, 'bodies/blob.txt'))).contentType).toBe('text/plain');
    expect((await getMetadata(ref(storage, 'bodies/array.bin'))).contentType).toBe(
      'application/octet-stream',
    );
  });

  it('keeps every writable metadata field and answers the full metadata', async () => {
    const result = await uploadBytes(ref(storage, 'fields/score.pdf'), new Uint8Array(3), {
      contentType: 'application/pdf',
      cacheControl: 'public, max-age=300',
      contentDisposition: 'attachment; filename="score.pdf"',
      contentEncoding: 'identity',
      contentLanguage: 'de',
      customMetadata: { composer: 'Schumann', opus: '15' },
    });
    const read = await getMetadata(ref(storage, 'fields/score.pdf'));
    for (const metadata of [result.metadata, read]) {
      expect(metadata).toMatchObject({
        bucket: stack.bucket,
        fullPath: 'fields/score.pdf',
        name: 'score.pdf',
        size: 3,
        contentType: 'application/pdf',
        cacheControl: 'public, max-age=300',
        contentDisposition: 'attachment; filename="score.pdf"',
        contentEncoding: 'identity',
        contentLanguage: 'de',
        customMetadata: { composer: 'Schumann', opus: '15' },
        metageneration: '1',
      });
      expect(metadata.generation).toMatch(/^\d+$/);
      expect(Date.parse(metadata.timeCreated)).not.toBeNaN();
      expect(metadata.updated).toBe(metadata.timeCreated);
      expect(metadata.ref?.fullPath).toBe('fields/score.pdf');
    }
  });

  it('replaces an object: new bytes, new generation, metageneration 1', async () => {
    const file = ref(storage, 'replace/me.txt');
    const first = await uploadString(file, 'first', 'raw', {
      customMetadata: { version: '1' },
    });
    const second = await uploadString(file, 'second, longer');
    expect(BigInt(second.metadata.generation)).toBeGreaterThan(BigInt(first.metadata.generation));
    expect(second.metadata.metageneration).toBe('1');
    expect(second.metadata.size).toBe('second, longer'.length);
    // A replaced object keeps nothing of the old one's metadata.
    expect(second.metadata.customMetadata).toBeUndefined();
    expect(await text('replace/me.txt')).toBe('second, longer');
  });

  it('stores an empty object', async () => {
    const result = await uploadBytes(ref(storage, 'empty/nothing'), new Uint8Array(0));
    expect(result.metadata.size).toBe(0);
    expect((await getBytes(ref(storage, 'empty/nothing'))).byteLength).toBe(0);
  });

  it('keeps names with spaces, unicode, # and ? as they are', async () => {
    const names = ['names/with space.txt', 'names/Dvořák – Humoreske.txt', 'names/a#b?c=d&e.txt'];
    for (const name of names) await uploadString(ref(storage, name), name);
    for (const name of names) {
      expect((await getMetadata(ref(storage, name))).fullPath).toBe(name);
      expect(await text(name)).toBe(name);
    }
  });
});

describe('uploadString', () => {
  it('decodes raw, base64, base64url and data_url', async () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xfe, 0x41]); // base64 and base64url differ
    await uploadString(ref(storage, 's/raw'), 'Träumerei');
    await uploadString(ref(storage, 's/b64'), bytes.toString('base64'), 'base64');
    await uploadString(ref(storage, 's/b64url'), bytes.toString('base64url'), 'base64url');
    await uploadString(
      ref(storage, 's/data'),
      `data:image/png;base64,${bytes.toString('base64')}`,
      'data_url',
    );
    expect(await text('s/raw')).toBe('Träumerei');
    for (const path of ['s/b64', 's/b64url', 's/data']) {
      expect(Buffer.from(await getBytes(ref(storage, path))).equals(bytes)).toBe(true);
    }
    expect((await getMetadata(ref(storage, 's/data'))).contentType).toBe('image/png');
  });
});

describe('uploadBytesResumable', () => {
  it('uploads a small file in one finalizing request', async () => {
    const snapshot = await uploadBytesResumable(
      ref(storage, 'resumable/small.bin'),
      new Uint8Array([0, 1, 3]),
      { contentType: 'application/x-small', customMetadata: { take: '1' } },
    );
    expect(snapshot.state).toBe('success');
    expect(snapshot.metadata).toMatchObject({
      size: 3,
      contentType: 'application/x-small',
      customMetadata: { take: '1' },
    });
    expect(snapshot.metadata.timeCreated).toBeTruthy();
  });

  it('pauses and resumes a large upload, and the object arrives whole', async () => {
    const bytes = randomBytes(1024 * 1024 + 17);
    const task = uploadBytesResumable(ref(storage, 'resumable/paused.bin'), bytes);
    const states: UploadTaskSnapshot['state'][] = [];
    let paused = false;
    task.on('state_changed', (snapshot) => {
      states.push(snapshot.state);
      if (!paused && snapshot.bytesTransferred > 0) paused = task.pause();
    });
    await eventually(() => task.snapshot.state === 'paused', { what: 'the upload to pause' });
    expect(task.snapshot.bytesTransferred).toBeLessThan(bytes.length);
    expect(task.resume()).toBe(true);
    const snapshot = await task;
    expect(snapshot.state).toBe('success');
    expect(states).toContain('paused');
    expect(Buffer.from(await getBytes(ref(storage, 'resumable/paused.bin'))).equals(bytes)).toBe(
      true,
    );
  });

  it('a cancelled upload is storage/canceled and stores nothing', async () => {
    const task = uploadBytesResumable(
      ref(storage, 'resumable/cancelled.bin'),
      randomBytes(900_000),
    );
    let cancelled = false;
    task.on('state_changed', (snapshot) => {
      if (!cancelled && snapshot.bytesTransferred > 0) cancelled = task.cancel();
    });
    await expect(task).rejects.toMatchObject({ code: 'storage/canceled' });
    expect(stack.emulator.state.get(stack.bucket, 'resumable/cancelled.bin')).toBeUndefined();
  });
});
