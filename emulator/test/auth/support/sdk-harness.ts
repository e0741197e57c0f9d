// One Auth emulator driven through the unmodified SDKs, as a site and its servers drive Google's:
// the Node build of the `firebase` web SDK (a browser's Auth per call of `browser()`) and
// firebase-admin (the owner). firebase-admin finds an emulator through
// FIREBASE_AUTH_EMULATOR_HOST, read when its Auth is made and when it verifies a token (unsigned
// ones are accepted only then), so the harness sets it while its suite runs and restores it after.
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth, type User } from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import {
  startAuthEmulator,
  type AuthEmulatorOptions,
  type SignInMethodsConfig,
} from '../../../src/auth/index.js';

interface OobEntry {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

export interface AuthSdkHarness {
  url: string;
  projectId: string;
  admin: AdminAuth;
  /** A browser's Auth, signed out. */
  browser(): Auth;
  uniqueEmail(name: string, domain?: string): string;
  /** The e-mails the emulator would have sent, newest last. */
  oobCodes(): Promise<OobEntry[]>;
  /** firebase-tools' and our REST API as the owner (firebase-admin's credentials). */
  ownerCall(path: string, body: unknown): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

let harnesses = 0;

export async function startAuthSdkHarness(
  signInMethods?: SignInMethodsConfig,
  options: Pick<AuthEmulatorOptions, 'smtp' | 'log'> = {},
): Promise<AuthSdkHarness> {
  const id = ++harnesses;
  const projectId = `demo-auth-sdk-${id}`;
  const emulator = await startAuthEmulator({
    projectId,
    port: 0,
    ...(signInMethods && { signInMethods }),
    ...options,
  });
  const url = `http://127.0.0.1:${emulator.port}`;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const adminApp = initializeAdminApp({ projectId }, `auth-sdk-admin-${id}`);
  const admin = getAdminAuth(adminApp);
  const clientApps: FirebaseApp[] = [];
  let counter = 0;

  return {
    url,
    projectId,
    admin,
    browser() {
      const app = initializeApp(
        { apiKey: 'fake-api-key', projectId },
        `auth-sdk-${id}-${++counter}`,
      );
      clientApps.push(app);
      const auth = getAuth(app);
      connectAuthEmulator(auth, url, { disableWarnings: true });
      return auth;
    },
    uniqueEmail: (name, domain = 'sdk.example') => `${name}-${id}-${++counter}@${domain}`,
    async oobCodes() {
      const response = await fetch(`${url}/emulator/v1/projects/${projectId}/oobCodes`);
      return ((await response.json()) as { oobCodes: OobEntry[] }).oobCodes;
    },
    async ownerCall(path, body) {
      const response = await fetch(
        `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}${path}`,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
      return (await response.json()) as Record<string, unknown>;
    },
    async stop() {
      await Promise.all(clientApps.map((app) => deleteApp(app)));
      await deleteAdminApp(adminApp);
      await emulator.stop();
      if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
    },
  };
}

/** An identity provider's token as the emulators take it: an unsigned JWT with its claims. */
export function fakeIdpToken(claims: {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  screen_name?: string;
}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: 'https://idp.example', aud: '', iat: 0, exp: 0, ...claims })}.`;
}

let subCounter = 0;
/** A provider's user id nobody has used yet. */
export const uniqueSub = () =>
  `${process.pid}${++subCounter}${Math.random().toString().slice(2, 10)}`;

export const providersOf = (user: User) => user.providerData.map((info) => info.providerId).sort();

/** The error a promise is refused with (failing if it is not). */
export async function rejection(promise: Promise<unknown>): Promise<FirebaseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
