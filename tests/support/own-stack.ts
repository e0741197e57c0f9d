// A local stack of a suite's own (its own project, free ports, no demo data), for a suite whose
// subject is global to a project, such as a switch every staff call reads or a queue a schedule
// takes the head of: on the shared stack it would meet every other suite's documents. Callers
// point the admin SDK at it (`process.env`) before their first admin call.
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp as initializeClientApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth, type User } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { deleteApp as deleteAdminApp, initializeApp, type App } from 'firebase-admin/app';
import { freePort } from '@salon/emulator';
import {
  readProjectFiles,
  runScheduledFunction,
  startLocalStack,
  type LocalStack,
} from '@salon/local-stack/stack';
import { signInWithPassword } from './password-sign-in.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OWN_STACK_HOST = '127.0.0.1';

export interface OwnStack {
  readonly stack: LocalStack;
  /** The admin SDK's app for this stack's project. */
  readonly admin: App;
  /** Runs a scheduled function as Cloud Scheduler would at `scheduleTime` (ISO). */
  runSchedule(name: string, scheduleTime: string): Promise<void>;
  /**
   * The web SDK signed in as `email` (with the code of `totpSecret` when the account asks for a
   * second factor), closed with the stack.
   */
  client(email: string, password: string, totpSecret?: string): Promise<OwnStackClient>;
  stop(): Promise<void>;
}

export interface OwnStackClient {
  readonly auth: Auth;
  readonly user: User;
  readonly firestore: Firestore;
  call(name: string, data: object): Promise<unknown>;
}

export async function startOwnStack(projectId: string): Promise<OwnStack> {
  const host = OWN_STACK_HOST;
  const stack = await startLocalStack({
    root,
    projectId,
    host,
    ports: {
      firestore: await freePort(host),
      auth: await freePort(host),
      functions: await freePort(host),
    },
    ...readProjectFiles(root),
    seedDemoData: false,
    web: false,
    log: () => undefined,
  });
  Object.assign(process.env, stack.env);
  const admin = initializeApp({ projectId }, `${projectId}-${Date.now()}`);
  const clientApps: ReturnType<typeof initializeClientApp>[] = [];
  return {
    stack,
    admin,
    async client(email, password, totpSecret) {
      const app = initializeClientApp({ projectId, apiKey: 'demo-key' }, `client-${Math.random()}`);
      clientApps.push(app);
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${stack.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
        disableWarnings: true,
      });
      const { user } = await signInWithPassword(auth, email, password, totpSecret);
      const functions = getFunctions(app);
      connectFunctionsEmulator(functions, host, Number(new URL(stack.functionsUrl).port));
      const firestore = getFirestore(app);
      const [firestoreHost, firestorePort] = stack.env.FIRESTORE_EMULATOR_HOST.split(':');
      connectFirestoreEmulator(firestore, firestoreHost!, Number(firestorePort));
      return {
        auth,
        user,
        firestore,
        call: async (name, data) => (await httpsCallable(functions, name)(data)).data,
      };
    },
    runSchedule: (name, scheduleTime) =>
      runScheduledFunction(stack.functionsUrl, name, scheduleTime),
    async stop() {
      await Promise.all(clientApps.map((app) => deleteApp(app)));
      await deleteAdminApp(admin);
      await stack.stop();
    },
  };
}
