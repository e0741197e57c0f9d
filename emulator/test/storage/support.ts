// A Storage emulator on a free port for one test file, and the unmodified web SDK (Node build)
// pointed at it, signed in as whoever a test names (rules-unit-testing's mock tokens: unsigned
// JWTs the emulator decodes as Google's does).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import {
  startStorageEmulator,
  type RunningStorageEmulator,
  type StorageEmulatorOptions,
} from '../../src/storage/index.js';

export const OPEN_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} { allow read, write: if true; }
  }
}`;

export interface StorageTestStack {
  emulator: RunningStorageEmulator;
  bucket: string;
  /** The web SDK as a visitor, or signed in with these claims (`sub` is the uid). */
  client(claims?: { sub: string; [claim: string]: unknown }): FirebaseStorage;
  stop(): Promise<void>;
}

export async function startStorageTestStack(
  projectId: string,
  options: Partial<StorageEmulatorOptions> = {},
): Promise<StorageTestStack> {
  const emulator = await startStorageEmulator({ port: 0, rules: OPEN_RULES, ...options });
  const bucket = `${projectId}.appspot.com`;
  const apps: FirebaseApp[] = [];
  return {
    emulator,
    bucket,
    client(claims) {
      const app = initializeApp(
        { projectId, apiKey: 'fake-api-key', storageBucket: bucket },
        `storage-client-${apps.length}`,
      );
      apps.push(app);
      const storage = getStorage(app);
      connectStorageEmulator(storage, '127.0.0.1', emulator.port, {
        ...(claims && { mockUserToken: { user_id: claims.sub, ...claims } }),
      });
      return storage;
    },
    async stop() {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await emulator.stop();
    },
  };
}

/**
 * Points firebase-admin's Storage at this emulator. Both variables are set: firebase-admin copies
 * FIREBASE_STORAGE_EMULATOR_HOST into STORAGE_EMULATOR_HOST only when that is unset, so an
 * earlier suite's emulator in the same worker would otherwise win.
 */
export function pointFirebaseAdminAt(emulator: RunningStorageEmulator): void {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${emulator.port}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
}
