// The launcher's own admin SDK app, for seeding; it reaches the emulators through the
// FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST
// variables, with no credentials.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { defaultBucket } from './config.js';

/**
 * One app per project and emulator pair: firebase-admin reads the emulator hosts when a service
 * is first used and keeps them, so a second stack in the same process (a bench, a test) needs an
 * app of its own.
 */
export function adminApp(projectId: string): App {
  const name = [
    'local-stack',
    projectId,
    process.env.FIRESTORE_EMULATOR_HOST,
    process.env.FIREBASE_AUTH_EMULATOR_HOST,
    process.env.FIREBASE_STORAGE_EMULATOR_HOST,
  ].join(':');
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp({ projectId, storageBucket: defaultBucket(projectId) }, name)
  );
}
