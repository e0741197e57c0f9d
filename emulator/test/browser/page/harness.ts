// The test page's script, bundled with the browser build of `firebase` (unmodified). It puts a
// small API on globalThis that the suite drives with page.evaluate; every result is plain JSON.

import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getCountFromServer,
  getDoc,
  initializeFirestore,
  onSnapshot,
  runTransaction,
  setDoc,
  setLogLevel,
  terminate,
  type Firestore,
} from 'firebase/firestore';

export interface HarnessOptions {
  host: string;
  port: number;
  projectId: string;
  longPolling: boolean;
  /** Signs requests as this user with an unsigned mock token. */
  userId?: string;
  /** Turns on the SDK's debug logging (the suite prints the page console when asked to). */
  debug?: boolean;
}

export interface SnapshotLog {
  snapshots: unknown[];
  errors: string[];
}

const apps = new Map<string, { app: FirebaseApp; db: Firestore }>();
const logs = new Map<string, SnapshotLog>();
const unsubscribes = new Map<string, () => void>();

function database(client: string): Firestore {
  const entry = apps.get(client);
  if (!entry) throw new Error(`No client ${client}`);
  return entry.db;
}

function errorCode(error: unknown): string {
  return (error as { code?: string }).code ?? String(error);
}

const harness = {
  connect(client: string, options: HarnessOptions): void {
    if (options.debug) setLogLevel('debug');
    const app = initializeApp({ projectId: options.projectId, apiKey: 'fake-api-key' }, client);
    const db = initializeFirestore(
      app,
      options.longPolling ? { experimentalForceLongPolling: true } : {},
    );
    connectFirestoreEmulator(
      db,
      options.host,
      options.port,
      options.userId ? { mockUserToken: { sub: options.userId, user_id: options.userId } } : {},
    );
    apps.set(client, { app, db });
  },

  async setDoc(client: string, path: string, data: Record<string, unknown>): Promise<string> {
    try {
      await setDoc(doc(database(client), path), data);
      return 'ok';
    } catch (error) {
      return errorCode(error);
    }
  },

  async getDoc(client: string, path: string): Promise<{ exists: boolean; data: unknown }> {
    const snapshot = await getDoc(doc(database(client), path));
    return { exists: snapshot.exists(), data: snapshot.data() ?? null };
  },

  watchDoc(client: string, path: string, watchId: string): void {
    const log: SnapshotLog = { snapshots: [], errors: [] };
    logs.set(watchId, log);
    const unsubscribe = onSnapshot(
      doc(database(client), path),
      (snapshot) => log.snapshots.push(snapshot.exists() ? snapshot.data() : null),
      (error) => log.errors.push(errorCode(error)),
    );
    unsubscribes.set(watchId, unsubscribe);
  },

  watchCollection(client: string, path: string, watchId: string): void {
    const log: SnapshotLog = { snapshots: [], errors: [] };
    logs.set(watchId, log);
    const unsubscribe = onSnapshot(
      collection(database(client), path),
      (snapshot) => log.snapshots.push(snapshot.docs.map((d) => d.id)),
      (error) => log.errors.push(errorCode(error)),
    );
    unsubscribes.set(watchId, unsubscribe);
  },

  log(_client: string, watchId: string): SnapshotLog {
    return logs.get(watchId) ?? { snapshots: [], errors: [] };
  },

  unwatch(_client: string, watchId: string): void {
    unsubscribes.get(watchId)?.();
    unsubscribes.delete(watchId);
  },

  /** Increments `n` in a transaction; returns the value it wrote. */
  async increment(client: string, path: string): Promise<number> {
    const db = database(client);
    return runTransaction(db, async (transaction) => {
      const ref = doc(db, path);
      const snapshot = await transaction.get(ref);
      const next = ((snapshot.data()?.['n'] as number | undefined) ?? 0) + 1;
      transaction.set(ref, { n: next });
      return next;
    });
  },

  async count(client: string, path: string): Promise<number> {
    const snapshot = await getCountFromServer(collection(database(client), path));
    return snapshot.data().count;
  },

  async disconnect(client: string): Promise<void> {
    const entry = apps.get(client);
    if (!entry) return;
    await terminate(entry.db);
    await deleteApp(entry.app);
    apps.delete(client);
  },
};

export type Harness = typeof harness;
(globalThis as unknown as { harness: Harness }).harness = harness;
