// Starts the emulator on a free port for one test file and connects the unmodified SDKs to it:
// firebase-admin (gRPC, `Bearer owner`) and the Node build of `firebase` (gRPC).
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import {
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '../../src/server/index.js';

export interface TestStack {
  emulator: RunningEmulator;
  admin: AdminFirestore;
  client: ClientFirestore;
  projectId: string;
  stop(): Promise<void>;
}

export async function startTestStack(
  projectId: string,
  options: Partial<EmulatorOptions> = {},
): Promise<TestStack> {
  const emulator = await startEmulator({ port: 0, ...options });
  const host = `127.0.0.1:${emulator.port}`;
  // The admin SDK sends `Bearer owner` and skips credentials only in emulator mode, which it
  // reads from this variable; each test file runs in its own worker, so this stays local.
  process.env.FIRESTORE_EMULATOR_HOST = host;
  // Nor may google-auth probe the GCE metadata server: nothing leaves the machine in tests.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const adminApp = initializeAdminApp({ projectId }, `admin-${projectId}`);
  const admin = getAdminFirestore(adminApp);
  const clientApp = initializeApp({ projectId, apiKey: 'fake-api-key' }, `client-${projectId}`);
  const client = getFirestore(clientApp);
  connectFirestoreEmulator(client, '127.0.0.1', emulator.port);
  return {
    emulator,
    admin,
    client,
    projectId,
    async stop() {
      await terminate(client);
      await deleteApp(clientApp);
      await admin.terminate();
      await deleteAdminApp(adminApp);
      await emulator.stop();
    },
  };
}
