// Starts our Cloud Storage for Firebase emulator: the Firebase Storage API the web SDK calls,
// the GCS JSON API firebase-admin calls, storage.rules decided by our rules interpreter (with
// firestore.get()/exists() reading a Firestore emulator in the same process), events for Cloud
// Functions, and import/export of every object, on one port.
import { serveHttp } from '../http-common/listen.js';
import type { RulesDataAccess } from '../rules/index.js';
import { createStorageHandler } from './http.js';
import { StorageState } from './objects.js';
import { StorageOperations } from './operations.js';
import { exportObjects, importObjects } from './persistence.js';
import { StorageRules } from './rules.js';
import { UploadSessions } from './uploads.js';

export type { StorageEvent, StorageEventKind, StoredObject } from './objects.js';
export { gcsResource } from './resources.js';
export { StorageState };

export interface StorageEmulatorOptions {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** storage.rules source; without rules every client request is refused. */
  rules?: string;
  /**
   * The Firestore documents `firestore.get()` and `firestore.exists()` read for a request to
   * `bucket`: its project's (default) database, as in production, where a bucket belongs to one
   * project.
   */
  firestore?: (bucket: string) => RulesDataAccess | undefined;
  /** A folder written by an earlier export, loaded before the port opens. */
  importDir?: string;
  log?: (line: string) => void;
}

export interface RunningStorageEmulator {
  host: string;
  port: number;
  state: StorageState;
  /** Objects loaded from `importDir`; undefined when it held no export. */
  imported: number | undefined;
  loadRules(source: string): { ok: true } | { ok: false; message: string };
  /** Rules per bucket (firebase.json's storage targets); a bucket with none refuses clients. */
  loadRulesPerBucket(
    files: { bucket: string; source: string }[],
  ): { ok: true } | { ok: false; message: string };
  exportTo(dir: string): Promise<number>;
  stop(): Promise<void>;
}

export async function startStorageEmulator(
  options: StorageEmulatorOptions,
): Promise<RunningStorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const state = new StorageState();
  const rules = new StorageRules(options.firestore);
  if (options.rules !== undefined) {
    const outcome = rules.load(options.rules);
    if (!outcome.ok) throw new Error(`storage rules: ${outcome.message}`);
  }
  const imported = options.importDir ? await importObjects(state, options.importDir) : undefined;
  const uploads = new UploadSessions();
  const operations = new StorageOperations(state, rules);
  const control = {
    loadRules: (source: string) => rules.load(source),
    loadRulesPerBucket: (files: { bucket: string; source: string }[]) => rules.loadPerBucket(files),
    reset: () => {
      state.clear();
      uploads.clear();
    },
    exportTo: (dir: string) => exportObjects(state, dir),
  };
  const handler = createStorageHandler(operations, uploads, control, log);
  const server = await serveHttp(handler, { host, port: options.port });
  return {
    host,
    port: server.port,
    state,
    imported,
    loadRules: control.loadRules,
    loadRulesPerBucket: control.loadRulesPerBucket,
    exportTo: control.exportTo,
    stop: server.stop,
  };
}
