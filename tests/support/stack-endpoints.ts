// Where the suites find the stack the global setup started, and clients pointed at it.
import { inject } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import {
  getApps as getAdminApps,
  initializeApp as initializeAdminApp,
  type App,
} from 'firebase-admin/app';

export interface StackEndpoints {
  projectId: string;
  /** `host:port`, as FIRESTORE_EMULATOR_HOST takes it. */
  firestoreHost: string;
  /** `host:port`, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  authHost: string;
  functionsUrl: string;
  /** The fake streaming provider the functions are configured with. */
  fakeSpotifyUrl: string;
}

export function stackEndpoints(): StackEndpoints {
  return inject('stack');
}

/** The admin SDK, reaching the emulators through their environment variables. */
export function adminApp(): App {
  const stack = stackEndpoints();
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  process.env.METADATA_SERVER_DETECTION = 'none';
  return getAdminApps()[0] ?? initializeAdminApp({ projectId: stack.projectId });
}

/** The Node build of the client SDK, signed in as `email`, with its callable functions. */
export async function signedInClient(
  email: string,
  password: string,
): Promise<{ app: FirebaseApp; functions: Functions; uid: string; close(): Promise<void> }> {
  const stack = stackEndpoints();
  const app = initializeApp(
    { projectId: stack.projectId, apiKey: 'demo-key' },
    `client-${email}-${Math.random()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.authHost}`, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const functions = getFunctions(app);
  const url = new URL(stack.functionsUrl);
  connectFunctionsEmulator(functions, url.hostname, Number(url.port));
  return { app, functions, uid: user.uid, close: () => deleteApp(app) };
}
