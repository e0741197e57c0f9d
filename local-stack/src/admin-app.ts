// The launcher's own admin SDK app, for seeding; it reaches the emulators through the
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST variables, with no credentials.
import { getApps, initializeApp, type App } from 'firebase-admin/app';

export function adminApp(projectId: string): App {
  return (
    getApps().find((app) => app.name === 'local-stack') ??
    initializeApp({ projectId }, 'local-stack')
  );
}
