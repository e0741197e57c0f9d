// storage.rules enforced on the web SDK's requests (a fixture with one rule per feature: auth
// and the uid folder, size, contentType, list, firestore.get()/exists() across services, the
// stored object's metadata), the owner bypassing them, and @firebase/rules-unit-testing's storage
// endpoints (rules loaded through PUT /internal/setRules, clearStorage()).
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultDatabaseDocuments } from '../../src/index.js';
import { startEmulator, type RunningEmulator } from '../../src/server/index.js';
import { startStorageTestStack, type StorageTestStack } from './support.js';

const PROJECT = 'demo-storage-rules';
const RULES = readFileSync(new URL('./fixtures/storage.rules', import.meta.url), 'utf8');
const image = (bytes: number) => new Uint8Array(bytes);

let firestore: RunningEmulator;
let stack: StorageTestStack;
let adminApp: App;
let documents: Firestore;
let alice: FirebaseStorage;
let bob: FirebaseStorage;
let visitor: FirebaseStorage;
let owner: FirebaseStorage;

beforeAll(async () => {
  firestore = await startEmulator({ port: 0 });
  stack = await startStorageTestStack(PROJECT, {
    rules: RULES,
    // One project's bucket here; the stack maps each bucket to its project.
    firestore: () => defaultDatabaseDocuments(firestore.state, PROJECT),
  });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestore.port}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  adminApp = initializeApp({ projectId: PROJECT }, 'rules-admin');
  documents = getFirestore(adminApp);
  alice = stack.client({ sub: 'alice' });
  bob = stack.client({ sub: 'bob' });
  visitor = stack.client();
  owner = stack.client();
  // rules-unit-testing's withSecurityRulesDisabled: the string token 'owner'.
  const { connectStorageEmulator } = await import('firebase/storage');
  connectStorageEmulator(owner, '127.0.0.1', stack.emulator.port, { mockUserToken: 'owner' });
});
afterAll(async () => {
  await documents.terminate();
  await deleteApp(adminApp);
  await stack.stop();
  await firestore.stop();
});
beforeEach(() => stack.emulator.state.clear());

describe('a member writes only their own folder, small images only', () => {
  it('allows an image under 100 KiB in their folder', async () => {
    const result = await uploadBytes(ref(alice, 'users/alice/avatar.png'), image(1024), {
      contentType: 'image/png',
    });
    expect(result.metadata.size).toBe(1024);
  });

  it("refuses another member's folder, a visitor, a large file and a wrong type", async () => {
    const unauthorized = { code: 'storage/unauthorized' };
    await expect(
      uploadBytes(ref(bob, 'users/alice/avatar.png'), image(10), { contentType: 'image/png' }),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      uploadBytes(ref(visitor, 'users/alice/avatar.png'), image(10), { contentType: 'image/png' }),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      uploadBytes(ref(alice, 'users/alice/huge.png'), image(100 * 1024), {
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      uploadString(ref(alice, 'users/alice/notes.txt'), 'text', 'raw', {
        contentType: 'text/plain',
      }),
    ).rejects.toMatchObject(unauthorized);
    expect(stack.emulator.state.list(stack.bucket)).toEqual([]);
  });

  it('a refused resumable upload stores nothing', async () => {
    const { uploadBytesResumable } = await import('firebase/storage');
    const task = uploadBytesResumable(ref(alice, 'users/alice/big.png'), image(300 * 1024), {
      contentType: 'image/png',
    });
    await expect(task).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(stack.emulator.state.get(stack.bucket, 'users/alice/big.png')).toBeUndefined();
  });

  it('only the member deletes, and only the member lists their folder', async () => {
    await uploadBytes(ref(alice, 'users/alice/a.png'), image(1), { contentType: 'image/png' });
    await expect(deleteObject(ref(bob, 'users/alice/a.png'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    expect((await listAll(ref(alice, 'users/alice'))).items.map((item) => item.name)).toEqual([
      'a.png',
    ]);
    await expect(listAll(ref(bob, 'users/alice'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await deleteObject(ref(alice, 'users/alice/a.png'));
  });

  it('a denial names the failed statements, as the emulators do', async () => {
    const bobToken = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'bob' }),
    ).toString('base64url')}.`;
    const response = await fetch(
      `http://127.0.0.1:${stack.emulator.port}/v0/b/${stack.bucket}/o?prefix=users%2Falice%2F&delimiter=%2F`,
      { headers: { Authorization: `Firebase ${bobToken}` } },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 403,
        message: "Permission denied. No LIST permission: false for 'list' @ L15",
      },
    });
  });
});

describe('firestore.get() and firestore.exists() across services', () => {
  beforeEach(async () => {
    await documents.doc('groups/quartet').set({ members: ['alice'] });
    await documents.doc('staff/bob').set({ role: 'moderator' });
    await documents.doc('staff/alice').delete();
  });

  it("lets the group's members in, as Firestore lists them, and no one else", async () => {
    await uploadString(ref(alice, 'groups/quartet/score.txt'), 'score');
    await expect(getBytes(ref(bob, 'groups/quartet/score.txt'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await documents.doc('groups/quartet').update({ members: ['alice', 'bob'] });
    expect(new TextDecoder().decode(await getBytes(ref(bob, 'groups/quartet/score.txt')))).toBe(
      'score',
    );
  });

  it('a group with no document refuses everyone', async () => {
    await expect(uploadString(ref(alice, 'groups/none/x.txt'), 'x')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('exists() reads whether the document is there', async () => {
    await uploadString(ref(owner, 'staff/handbook.txt'), 'rules of the house');
    await expect(getMetadata(ref(bob, 'staff/handbook.txt'))).resolves.toMatchObject({
      name: 'handbook.txt',
    });
    await expect(getMetadata(ref(alice, 'staff/handbook.txt'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});

describe('the stored object and the update', () => {
  it('resource is the stored object; request.resource the metadata after the update', async () => {
    const file = ref(alice, 'captions/photo.jpg');
    await uploadString(file, 'photo', 'raw', { customMetadata: { caption: 'first' } });
    await updateMetadata(file, { customMetadata: { caption: 'second' } });
    await expect(
      updateMetadata(file, { customMetadata: { photographer: 'me' } }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await updateMetadata(file, { customMetadata: { locked: 'yes' } });
    await expect(
      updateMetadata(file, { customMetadata: { caption: 'third' } }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect((await getMetadata(file)).customMetadata).toEqual({ caption: 'second', locked: 'yes' });
  });
});

describe('the owner', () => {
  it('bypasses the rules', async () => {
    await uploadString(ref(owner, 'anywhere/at/all.txt'), 'owner');
    expect((await getMetadata(ref(owner, 'anywhere/at/all.txt'))).size).toBe(5);
    await deleteObject(ref(owner, 'anywhere/at/all.txt'));
  });
});

describe('@firebase/rules-unit-testing', () => {
  let environment: RulesTestEnvironment;

  beforeAll(async () => {
    environment = await initializeTestEnvironment({
      projectId: PROJECT,
      storage: { host: '127.0.0.1', port: stack.emulator.port, rules: RULES },
    });
  });
  afterAll(() => environment.cleanup());

  it('loads rules, decides per context, and clears storage', async () => {
    const aliceStorage = environment.authenticatedContext('alice').storage();
    const bobStorage = environment.authenticatedContext('bob').storage();
    // The compat UploadTask is a thenable; the assertions take promises.
    const put = (storage: typeof aliceStorage, path: string) =>
      Promise.resolve(storage.ref(path).put(image(10), { contentType: 'image/png' }));
    await assertSucceeds(put(aliceStorage, 'users/alice/a.png'));
    await assertFails(put(bobStorage, 'users/alice/b.png'));
    await environment.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref('elsewhere/x.txt').putString('x');
    });
    await environment.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref('at-the-root.txt').putString('x');
    });
    expect(stack.emulator.state.list(PROJECT).map((object) => object.name)).toEqual([
      'at-the-root.txt',
      'elsewhere/x.txt',
      'users/alice/a.png',
    ]);
    // clearStorage() deletes what listAll() of the root returns: the files at the root, not
    // those in folders (rules-unit-testing's own limit, the same against Google's emulator).
    await environment.clearStorage();
    expect(stack.emulator.state.list(PROJECT).map((object) => object.name)).toEqual([
      'elsewhere/x.txt',
      'users/alice/a.png',
    ]);
  });

  it('a rules file that does not parse is refused, with where', async () => {
    await expect(
      initializeTestEnvironment({
        projectId: PROJECT,
        storage: {
          host: '127.0.0.1',
          port: stack.emulator.port,
          rules: 'service firebase.storage {',
        },
      }),
    ).rejects.toThrow(/Line 1/);
    // The rules in force stay: alice still writes her folder.
    await uploadBytes(ref(alice, 'users/alice/still.png'), image(1), { contentType: 'image/png' });
  });
});
