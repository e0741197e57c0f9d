// What the CLI takes from a Firebase project's firebase.json, so that run in a project folder it
// listens where that project's SDKs and firebase-tools expect it and refuses the queries the
// project's deployed indexes would refuse.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** firebase.json's Firestore entry: one object, or one per database. */
interface FirestoreConfig {
  database?: string;
  indexes?: string;
}

interface FirebaseJson {
  firestore?: FirestoreConfig | FirestoreConfig[];
  emulators?: { firestore?: { host?: string; port?: number } };
}

function readFirebaseJson(root: string): FirebaseJson | undefined {
  const file = path.join(root, 'firebase.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as FirebaseJson;
}

/** `root`'s firebase.json Firestore emulator address; undefined where it names none. */
export function readFirestoreEmulatorAddress(
  root: string,
): { host: string; port: number } | undefined {
  const emulators = readFirebaseJson(root)?.emulators;
  const port = emulators?.firestore?.port;
  if (port === undefined) return undefined;
  return { host: emulators?.firestore?.host ?? '127.0.0.1', port };
}

/**
 * The Firestore indexes file `root`'s firebase.json names, as written there (relative to `root`);
 * undefined where it names none. With one entry per database, the default database's (else the
 * first naming one): the emulator keeps one indexes file for every database.
 */
export function readFirestoreIndexesFile(root: string): string | undefined {
  const firestore = readFirebaseJson(root)?.firestore;
  if (firestore === undefined) return undefined;
  if (!Array.isArray(firestore)) return firestore.indexes;
  const named = firestore.filter((entry) => entry.indexes !== undefined);
  return (named.find((entry) => entry.database === '(default)') ?? named[0])?.indexes;
}
