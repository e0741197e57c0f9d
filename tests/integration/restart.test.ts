// Stopping the local stack and starting it again on the same data folder keeps everything, as
// `npm start` after Ctrl-C does: the seeded community, accounts with passwords and roles, the
// last writes, and what their triggers made of them just before the stop. A stack of its own
// (own project, own folder, free ports), so the suites' shared stack is untouched.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp as initializeClientApp } from 'firebase/app';
import { connectAuthEmulator, getAuth as getClientAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { deleteApp as deleteAdminApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  defaultBucket,
  readProjectFiles,
  startLocalStack,
  type LocalStack,
} from '@salon/local-stack/stack';
import { DEMO_THREADS } from '@salon/local-stack/demo-content';
import { DEMO_PASSWORD, demoPerson } from '@salon/local-stack/demo-people';
import { freePort } from '@salon/emulator';
import { signInWithPassword } from '../support/password-sign-in.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const projectId = 'demo-restart';
const host = '127.0.0.1';

/** The same ports for both runs, as `npm start` uses firebase.json's. */
const ports = {
  firestore: await freePort(host),
  auth: await freePort(host),
  functions: await freePort(host),
  storage: await freePort(host),
};
const bucket = defaultBucket(projectId);
const dataDir = await mkdtemp(path.join(tmpdir(), 'salon-restart-'));
let running: { stack: LocalStack; admin: App } | undefined;

async function start(seedDemoData: boolean) {
  const stack = await startLocalStack({
    root,
    projectId,
    host,
    ports,
    ...readProjectFiles(root),
    dataDir,
    seedDemoData,
    web: false,
    log: () => undefined,
  });
  Object.assign(process.env, stack.env);
  running = {
    stack,
    admin: initializeApp({ projectId, storageBucket: bucket }, `restart-${Date.now()}`),
  };
  return running;
}

async function stop() {
  if (!running) return;
  const { stack, admin } = running;
  running = undefined;
  await stack.stop();
  await deleteAdminApp(admin);
}

afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('stopping and starting the stack again with its data folder', () => {
  it('keeps the demo community, accounts and the last writes with their triggers’ work', async () => {
    // A first start seeds; a member signs up, and a crowd of profiles arrives, just before Ctrl-C.
    const first = await start(true);
    const newcomer = await getAuth(first.admin).createUser({
      email: 'newcomer@demo.example',
      password: 'listening-daily',
    });
    const crowd = [newcomer.uid, ...Array.from({ length: 20 }, (_, i) => `listener-${i}`)];
    const batch = getFirestore(first.admin).batch();
    for (const uid of crowd) {
      batch.set(getFirestore(first.admin).doc(`profiles/${uid}`), {
        username: uid === newcomer.uid ? 'newcomer' : uid,
        displayName: 'Newcomer',
        bio: '',
        location: '',
        isPrivate: false,
        createdAt: new Date(),
      });
    }
    await batch.commit();
    const picture = getStorage(first.admin).bucket().file(`avatars/${newcomer.uid}.webp`);
    await picture.save(Buffer.from('a small picture'), { contentType: 'image/webp' });
    await stop();

    const second = await start(false);
    const db = getFirestore(second.admin);
    const titles = (await db.collection('threads').get()).docs.map((thread) => thread.get('title'));
    expect(titles.sort()).toEqual(DEMO_THREADS.map((thread) => thread.title).sort());
    expect((await db.doc(`profiles/${newcomer.uid}`).get()).get('username')).toBe('newcomer');
    // Files too: the Storage emulator saved its objects in the folder and loaded them again.
    const [savedPicture] = await getStorage(second.admin)
      .bucket()
      .file(`avatars/${newcomer.uid}.webp`)
      .download();
    expect(savedPicture.toString()).toBe('a small picture');
    // Each role mirror is a trigger's work on those last writes: none was lost at the stop.
    const mirrors = await Promise.all(crowd.map((uid) => db.doc(`userRoles/${uid}`).get()));
    expect(mirrors.map((mirror) => mirror.get('role'))).toEqual(crowd.map(() => 'user'));
    const admin = demoPerson('clara');
    expect((await getAuth(second.admin).getUser(admin.uid)).customClaims).toEqual({
      role: 'admin',
    });

    // The demo admin signs in with the kept password and an admin-only callable answers.
    const client = initializeClientApp({ projectId, apiKey: 'demo-key' }, 'restart-client');
    try {
      const auth = getClientAuth(client);
      connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
      // With her code: her two-step verification was kept too.
      await signInWithPassword(auth, admin.email, DEMO_PASSWORD);
      const functions = getFunctions(client);
      connectFunctionsEmulator(functions, host, ports.functions);
      const promoted = await httpsCallable(
        functions,
        'setUserRole',
      )({
        userId: newcomer.uid,
        role: 'moderator',
      });
      expect(promoted.data).toEqual({ role: 'moderator' });
    } finally {
      await deleteApp(client);
    }
  }, 240_000);
});
