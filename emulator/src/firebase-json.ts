// The Firestore emulator's address as a Firebase project's firebase.json gives it, so the CLI run
// in a project folder listens where that project's SDKs and firebase-tools expect it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface FirebaseJsonEmulators {
  emulators?: { firestore?: { host?: string; port?: number } };
}

/** `root`'s firebase.json Firestore emulator address; undefined where it names none. */
export function readFirestoreEmulatorAddress(
  root: string,
): { host: string; port: number } | undefined {
  const file = path.join(root, 'firebase.json');
  if (!existsSync(file)) return undefined;
  const { emulators } = JSON.parse(readFileSync(file, 'utf8')) as FirebaseJsonEmulators;
  const port = emulators?.firestore?.port;
  if (port === undefined) return undefined;
  return { host: emulators?.firestore?.host ?? '127.0.0.1', port };
}
