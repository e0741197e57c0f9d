// Cloud Storage down, on a stack of its own (its Storage port is closed and opened again). A
// member's picture upload through the web app's own Storage instance fails within its bounded
// retries with the words the dialog shows and leaves nothing behind, and goes through once
// Storage is back. An upload Storage finalized just before it went down is kept: the function says
// in the log what failed and why, its event is delivered again, and the picture is served once
// Storage answers (docs/load.md, "Faults").
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Auth } from 'firebase/auth';
import type { Firestore as ClientFirestore } from 'firebase/firestore';
import { ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_MESSAGES, avatarUrlsOf, paths, picturePaths } from '@salon/domain';
import { eventually } from '@salon/emulator/testing';
import { uploadProfilePicture } from '../../web/src/features/profiles/api/profile-pictures.js';
import { signInWithPassword } from '../support/password-sign-in.js';
import { recordPrintedLines } from '../support/printed-lines.js';
import { startOwnStack, type OwnStack } from '../support/own-stack.js';
import { TRIGGERS } from './support/functions-env.js';
import { jpegBlob, photo } from './support/pictures.js';

const PROJECT = 'demo-storage-down';
const BUCKET = `${PROJECT}.appspot.com`;
const EMAIL = 'clara@storage-down.test';
const PASSWORD = 'storage-down';

let own: OwnStack;
let db: Firestore;
let uid: string;
/** The web app's own Firebase module (app/firebase.ts), pointed at this stack. */
let web: { auth: Auth; firestore: ClientFirestore; loadStorage(): Promise<FirebaseStorage> };
// Imported by a name this program does not follow: the module reads Vite's globals, which are
// the web workspace's types, not these suites'.
const WEB_FIREBASE = fileURLToPath(new URL('../../web/src/app/firebase.ts', import.meta.url));
/** What the stack's functions host printed (the stack echoes its children's lines). */
let printed: string[] = [];

const hostAndPort = (address: string) => {
  const { hostname, port } = new URL(address.includes('//') ? address : `http://${address}`);
  return { host: hostname, port: Number(port) };
};

beforeAll(async () => {
  printed = recordPrintedLines();
  own = await startOwnStack(PROJECT);
  db = getFirestore(own.admin);
  uid = (await getAuth(own.admin).createUser({ email: EMAIL, password: PASSWORD })).uid;
  await db.doc(paths.profile(uid)).set({ username: 'clara', displayName: 'Clara' });
  // What Vite's build puts in the app for a local run, naming this stack's emulators.
  vi.stubGlobal('__LOCAL_FIREBASE__', {
    projectId: PROJECT,
    auth: hostAndPort(own.stack.env.FIREBASE_AUTH_EMULATOR_HOST),
    firestore: hostAndPort(own.stack.env.FIRESTORE_EMULATOR_HOST),
    functions: hostAndPort(own.stack.functionsUrl),
    storage: hostAndPort(own.stack.env.FIREBASE_STORAGE_EMULATOR_HOST),
  });
  web = (await import(/* @vite-ignore */ WEB_FIREBASE)) as typeof web;
  await signInWithPassword(web.auth, EMAIL, PASSWORD);
}, 300_000);

afterAll(async () => {
  await own?.stack.storageServer.bringUp();
  await web?.auth.signOut();
  await own?.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}, 120_000);

const bucket = () => getStorage(own.admin).bucket(BUCKET);
const filesUnder = async (prefix: string) =>
  (await bucket().getFiles({ prefix }))[0].map((file) => file.name);
const avatar = async () => avatarUrlsOf((await db.doc(paths.profile(uid)).get()).get('avatar'));

describe('Cloud Storage down', () => {
  it('fails a member’s upload within its bounded retries, writing nothing; once back, it goes through', async () => {
    const storage = await web.loadStorage();
    const picture = jpegBlob(await photo('#aa5533'));
    const upload = () =>
      uploadProfilePicture(
        { storage, ref, uploadBytesResumable },
        web.firestore,
        uid,
        'avatar',
        picture,
        () => undefined,
      ).done;

    await own.stack.storageServer.takeDown();
    try {
      // The SDK's own default would retry for ten minutes, past this test's ceiling.
      await expect(upload()).rejects.toThrow(PICTURE_MESSAGES.uploadFailed);
    } finally {
      await own.stack.storageServer.bringUp();
    }
    expect(await filesUnder(`members/${uid}/`)).toEqual([]);
    expect((await db.collection(`${paths.profile(uid)}/pictureUploads`).get()).size).toBe(0);
    expect(await avatar()).toBeNull();

    await upload();
    const served = await avatar();
    expect(served).not.toBeNull();
    expect((await fetch(served!.s96)).status).toBe(200);
  });

  it('keeps an upload it finalized just before going down, says why, and serves it once back', async () => {
    const before = await avatar();
    const uploadId = randomUUID();
    const name = picturePaths.upload(uid, 'avatar', uploadId);
    // The photo as Storage holds an upload, taken from a file no function reads.
    const scratch = bucket().file(`scratch/${uploadId}`);
    await scratch.save(await photo('#3366aa'), { resumable: false, contentType: 'image/jpeg' });
    const state = own.stack.storage.state;
    const stored = state.get(BUCKET, scratch.name)!;

    await own.stack.storageServer.takeDown();
    try {
      // Finalized in the emulator as the member's upload would be, its port already closed: the
      // function's first request to Storage is refused.
      state.put({ ...stored, name, generation: state.nextGeneration() }, 'finalized');
      // firebase-admin tries a refused request again for some seconds before it fails.
      await eventually(
        () =>
          printed.some((line) =>
            line.includes(`picture upload ${name} waits: Cloud Storage could not be reached (`),
          ),
        TRIGGERS,
      );
      await eventually(
        () =>
          printed.some((line) =>
            line.includes(
              `function processPictureUpload failed on gs://${BUCKET}/${name}, retry 1 in`,
            ),
          ),
        TRIGGERS,
      );
      // Nothing was decided for the member while Storage was away.
      expect((await db.doc(paths.pictureUpload(uid, uploadId)).get()).exists).toBe(false);
      expect(await avatar()).toEqual(before);
    } finally {
      await own.stack.storageServer.bringUp();
    }

    await eventually(
      async () => (await db.doc(paths.pictureUpload(uid, uploadId)).get()).exists,
      TRIGGERS,
    );
    expect((await db.doc(paths.pictureUpload(uid, uploadId)).get()).get('status')).toBe('done');
    const served = await avatar();
    expect(served?.s96).toContain(uploadId);
    expect((await fetch(served!.s96)).status).toBe(200);
    await own.stack.triggersSettled();
    expect(await filesUnder(`members/${uid}/uploads/`)).toEqual([]);
  });
});
