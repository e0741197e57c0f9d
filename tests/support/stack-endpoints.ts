// Where the suites find the stack the global setup started, and clients pointed at it.
import { inject } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import {
  getApps as getAdminApps,
  initializeApp as initializeAdminApp,
  type App,
} from 'firebase-admin/app';
import { signInWithPassword } from './password-sign-in.js';

export interface StackEndpoints {
  projectId: string;
  /** `host:port`, as FIRESTORE_EMULATOR_HOST takes it. */
  firestoreHost: string;
  /** `host:port`, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  authHost: string;
  /** `host:port`, as FIREBASE_STORAGE_EMULATOR_HOST and connectStorageEmulator take it. */
  storageHost: string;
  /** The default bucket (`getStorage().bucket()`, the web SDK's `storageBucket`). */
  storageBucket: string;
  functionsUrl: string;
  /** The fake streaming provider the functions are configured with. */
  fakeSpotifyUrl: string;
  /** The local mail server's inbox and API (`/api/messages`), where the functions' e-mail arrives. */
  mailInboxUrl: string;
}

export function stackEndpoints(): StackEndpoints {
  return inject('stack');
}

/** The admin SDK, reaching the emulators through their environment variables. */
export function adminApp(): App {
  const stack = stackEndpoints();
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = stack.storageHost;
  process.env.METADATA_SERVER_DETECTION = 'none';
  return (
    getAdminApps()[0] ??
    initializeAdminApp({ projectId: stack.projectId, storageBucket: stack.storageBucket })
  );
}

/**
 * The Node build of the client SDK, signed in as `email` (with the code of `totpSecret`, or of the
 * demo person's key, when the account asks for a second factor), with its callable functions.
 */
export async function signedInClient(
  email: string,
  password: string,
  totpSecret?: string,
): Promise<{ app: FirebaseApp; functions: Functions; uid: string; close(): Promise<void> }> {
  const stack = stackEndpoints();
  const app = initializeApp(
    { projectId: stack.projectId, apiKey: 'demo-key', storageBucket: stack.storageBucket },
    `client-${email}-${Math.random()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.authHost}`, { disableWarnings: true });
  const { user } = await signInWithPassword(auth, email, password, totpSecret);
  const functions = getFunctions(app);
  const url = new URL(stack.functionsUrl);
  connectFunctionsEmulator(functions, url.hostname, Number(url.port));
  return { app, functions, uid: user.uid, close: () => deleteApp(app) };
}

/** The web SDK's Storage of a client app (from signedInClient), pointed at the stack's emulator. */
export function clientStorage(app: FirebaseApp): FirebaseStorage {
  const [host, port] = stackEndpoints().storageHost.split(':') as [string, string];
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, Number(port));
  return storage;
}
