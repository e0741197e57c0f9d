// The test page's script, bundled with the browser build of `firebase` (unmodified). It puts a
// small API on globalThis that the suite drives with page.evaluate; every result is plain JSON.

import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  and,
  arrayRemove,
  arrayUnion,
  collection,
  connectFirestoreEmulator,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  initializeFirestore,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  startAfter,
  terminate,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Query,
  type QueryFilterConstraint,
  type QueryNonFilterConstraint,
  type WhereFilterOp,
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
  /** Error messages, in the order of `errors`. */
  messages?: string[];
}

/** A filter as JSON: [field, operator, value]. */
export type FilterSpec = [string, WhereFilterOp, unknown];

/** A query as JSON, built into the SDK's query in the page. */
export interface QuerySpec {
  collection: string;
  /** AND-combined. */
  where?: FilterSpec[];
  /** OR-combined, then AND-ed with `where`. */
  or?: FilterSpec[];
  orderBy?: [string, 'asc' | 'desc'][];
  /** Cursor values, one per orderBy field. */
  startAfter?: unknown[];
  limit?: number;
}

/** One write of a batch, as JSON. */
export type BatchOp =
  | { kind: 'set'; path: string; data: Record<string, unknown> }
  | { kind: 'update'; path: string; data: Record<string, unknown> }
  | { kind: 'delete'; path: string };

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

function buildQuery(db: Firestore, spec: QuerySpec): Query {
  const filters: QueryFilterConstraint[] = (spec.where ?? []).map(([field, op, value]) =>
    where(field, op, value),
  );
  if (spec.or) filters.push(or(...spec.or.map(([field, op, value]) => where(field, op, value))));
  const shape: QueryNonFilterConstraint[] = [
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
    ...(spec.startAfter ? [startAfter(...spec.startAfter)] : []),
    ...(spec.limit ? [limit(spec.limit)] : []),
  ];
  const target = collection(db, spec.collection);
  return filters.length > 0 ? query(target, and(...filters), ...shape) : query(target, ...shape);
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

  /** Runs a query once: the ids in order, or the error's code and message. */
  async query(
    client: string,
    spec: QuerySpec,
  ): Promise<{ ids: string[] } | { code: string; message: string }> {
    try {
      const snapshot = await getDocs(buildQuery(database(client), spec));
      return { ids: snapshot.docs.map((d) => d.id) };
    } catch (error) {
      return { code: errorCode(error), message: String((error as Error).message) };
    }
  },

  async countQuery(client: string, spec: QuerySpec): Promise<number> {
    return (await getCountFromServer(buildQuery(database(client), spec))).data().count;
  },

  /** Logs each snapshot of a query as its changes, "added:id", "modified:id", "removed:id". */
  watchQuery(client: string, spec: QuerySpec, watchId: string): void {
    const log: SnapshotLog = { snapshots: [], errors: [], messages: [] };
    logs.set(watchId, log);
    const unsubscribe = onSnapshot(
      buildQuery(database(client), spec),
      (snapshot) =>
        log.snapshots.push(
          snapshot.docChanges().map((change) => `${change.type}:${change.doc.id}`),
        ),
      (error) => {
        log.errors.push(errorCode(error));
        log.messages?.push(error.message);
      },
    );
    unsubscribes.set(watchId, unsubscribe);
  },

  /**
   * Applies every transform the browser SDK has to `path` (serverTimestamp, increment, arrayUnion,
   * arrayRemove, deleteField) in one update, and reports what the server stored.
   */
  async transform(client: string, path: string): Promise<Record<string, unknown>> {
    const ref = doc(database(client), path);
    await updateDoc(ref, {
      stamped: serverTimestamp(),
      plays: increment(2),
      ratio: increment(0.5),
      tags: arrayUnion('baroque', 'romantic'),
      removed: arrayRemove('gone'),
      dropped: deleteField(),
    });
    const data = (await getDoc(ref)).data() ?? {};
    const { stamped, ...rest } = data;
    return { ...rest, stampedIsTimestamp: stamped instanceof Timestamp };
  },

  /** Commits the writes as one batch: "ok", or the error code (and then nothing was written). */
  async batch(client: string, ops: BatchOp[]): Promise<string> {
    const db = database(client);
    const batch = writeBatch(db);
    for (const op of ops) {
      const ref = doc(db, op.path);
      if (op.kind === 'set') batch.set(ref, op.data);
      else if (op.kind === 'update') batch.update(ref, op.data);
      else batch.delete(ref);
    }
    try {
      await batch.commit();
      return 'ok';
    } catch (error) {
      return errorCode(error);
    }
  },

  /** Runs `times` transactional increments of `n` at once; returns the values each wrote. */
  async incrementConcurrently(client: string, path: string, times: number): Promise<number[]> {
    return Promise.all(Array.from({ length: times }, () => harness.increment(client, path, 50)));
  },

  log(_client: string, watchId: string): SnapshotLog {
    return logs.get(watchId) ?? { snapshots: [], errors: [] };
  },

  unwatch(_client: string, watchId: string): void {
    unsubscribes.get(watchId)?.();
    unsubscribes.delete(watchId);
  },

  /**
   * Increments `n` in a transaction; returns the value it wrote. Contending transactions retry
   * (the SDK's default of 5 attempts is raised for the concurrency test's 20 contenders).
   */
  async increment(client: string, path: string, maxAttempts = 5): Promise<number> {
    const db = database(client);
    return runTransaction(
      db,
      async (transaction) => {
        const ref = doc(db, path);
        const snapshot = await transaction.get(ref);
        const next = ((snapshot.data()?.['n'] as number | undefined) ?? 0) + 1;
        transaction.set(ref, { n: next });
        return next;
      },
      { maxAttempts },
    );
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
