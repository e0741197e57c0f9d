// What the local stack runs on, read from the project's own Firebase files so the launcher,
// the app and firebase-tools agree on ports and the demo project.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface StackConfig {
  root: string;
  projectId: string;
  host: string;
  ports: { web: number; firestore: number; auth: number; functions: number; storage: number };
  rulesPath: string;
  indexesPath: string;
  storageRulesPath: string;
  functionsModule: string;
  /** Where Firestore documents, Auth accounts and Storage objects are kept between runs. */
  dataDir: string;
}

export interface FirebaseJson {
  firestore: { rules: string; indexes: string };
  /** Served by the local Hosting (hosting/hosting-server.ts) as superstatic reads it. */
  hosting: Record<string, unknown>;
  storage: { rules: string };
  functions: { source: string }[];
  emulators: Record<
    'auth' | 'firestore' | 'functions' | 'storage',
    { host?: string; port: number }
  >;
}

export const WEB_PORT = 5173;

/** A project's default Cloud Storage bucket, as firebase-tools names a demo project's. */
export function defaultBucket(projectId: string): string {
  return `${projectId}.appspot.com`;
}

/**
 * The project a bucket belongs to, for storage.rules' reads of Firestore: the project of a
 * default bucket (`{projectId}.appspot.com` or `{projectId}.firebasestorage.app`), else the
 * bucket's own name (@firebase/rules-unit-testing names each test project's bucket after it).
 */
export function projectOfBucket(bucket: string): string {
  return /^(.+)\.(appspot\.com|firebasestorage\.app)$/.exec(bucket)?.[1] ?? bucket;
}
const LOCAL_DATA_DIR = '.local-data';

export function readFirebaseJson(root: string): FirebaseJson {
  return JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
}

export function readStackConfig(root: string): StackConfig {
  const firebaseJson = readFirebaseJson(root);
  const firebaseRc = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8')) as {
    projects: { default: string };
  };
  const { emulators } = firebaseJson;
  const functionsSource = firebaseJson.functions[0]?.source ?? 'functions/lib';
  return {
    root,
    projectId: firebaseRc.projects.default,
    host: emulators.firestore.host ?? '127.0.0.1',
    ports: {
      web: WEB_PORT,
      firestore: emulators.firestore.port,
      auth: emulators.auth.port,
      functions: emulators.functions.port,
      storage: emulators.storage.port,
    },
    rulesPath: path.join(root, firebaseJson.firestore.rules),
    indexesPath: path.join(root, firebaseJson.firestore.indexes),
    storageRulesPath: path.join(root, firebaseJson.storage.rules),
    // The deployable functions/build.mjs writes: firebase.json's source, with its index.js.
    functionsModule: path.join(root, functionsSource, 'index.js'),
    dataDir: path.join(root, LOCAL_DATA_DIR),
  };
}

/** The project's own rules, indexes and built functions, as every stack (tests too) loads them. */
export function readProjectFiles(
  root: string,
): Pick<StackConfig, 'rulesPath' | 'indexesPath' | 'storageRulesPath' | 'functionsModule'> {
  const { rulesPath, indexesPath, storageRulesPath, functionsModule } = readStackConfig(root);
  return { rulesPath, indexesPath, storageRulesPath, functionsModule };
}
