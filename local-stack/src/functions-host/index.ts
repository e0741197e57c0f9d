// Runs a project's built Cloud Functions, unmodified, as Cloud Functions would locally.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { discoverEndpoints, type FunctionEndpoint } from './endpoints.js';
import { DocumentEventDispatcher, type DocumentWrite, type Logger } from './document-events.js';
import { createFunctionsApp } from './http-server.js';
import { ObjectEventDispatcher, type ObjectChange } from './object-events.js';
import { ScheduledFunctions } from './schedules.js';
import { defaultBucket } from '../config.js';

export { defaultBucket };

export type { DocumentWrite } from './document-events.js';
export type { ObjectChange } from './object-events.js';

/**
 * The environment Cloud Functions' own emulator gives functions: the local project, and ID
 * tokens decoded without verification (the Auth emulator's tokens are unsigned). Apply it
 * before the functions module is imported: firebase-functions reads it at load and per call.
 */
export function cloudFunctionsEnvironment(projectId: string): Record<string, string> {
  return {
    GCLOUD_PROJECT: projectId,
    // The default bucket, as firebase-tools names a demo project's: storage triggers without a
    // bucket of their own, and getStorage().bucket(), use it.
    FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket: defaultBucket(projectId) }),
    FUNCTIONS_EMULATOR: 'true',
    FIREBASE_DEBUG_MODE: 'true',
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
    // Without credentials, Google's auth library would probe the GCE metadata server, off-machine.
    METADATA_SERVER_DETECTION: 'none',
  };
}

export interface FunctionsHostOptions {
  projectId: string;
  /** The functions module's exports (its `lib/index.js`, already imported). */
  functionsModule: Record<string, unknown>;
  host?: string;
  port?: number;
  /** Start scheduled functions' timers; otherwise they run only on demand. */
  runSchedules?: boolean;
  log?: Logger;
}

export interface FunctionsHost {
  url: string;
  port: number;
  endpoints: FunctionEndpoint[];
  /** Runs the triggers a write fires; resolves once they have all run. */
  dispatch(write: DocumentWrite): Promise<void>;
  dispatchObjectChange(change: ObjectChange): void;
  runScheduled(name: string): Promise<boolean>;
  /** Resolves when every queued trigger has run. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFunctionsHost(options: FunctionsHostOptions): Promise<FunctionsHost> {
  const log = options.log ?? ((line: string) => console.error(`[functions] ${line}`));
  const { endpoints, skipped } = discoverEndpoints(options.functionsModule);
  for (const { name, reason } of skipped) log(`skipped ${name}: ${reason}`);
  const events = new DocumentEventDispatcher(endpoints, options.projectId, log);
  const objectEvents = new ObjectEventDispatcher(endpoints, log);
  const schedules = new ScheduledFunctions(endpoints, log);
  const app = createFunctionsApp({
    projectId: options.projectId,
    endpoints,
    events,
    objectEvents,
    schedules,
    log,
  });
  const server: Server = createServer(app);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  if (options.runSchedules) schedules.start();
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    endpoints,
    dispatch: (write) => events.dispatch(write),
    dispatchObjectChange: (change) => objectEvents.dispatch(change),
    runScheduled: (name) => schedules.runNow(name),
    idle: async () => {
      await Promise.all([events.idle(), objectEvents.idle()]);
    },
    async stop() {
      schedules.stop();
      objectEvents.close();
      await Promise.all([events.idle(), objectEvents.idle()]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
