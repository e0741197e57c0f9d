// The site's Auth emulator (ours, as the local stack starts it) allows exactly the sign-in
// methods the site's Firebase project allows, from auth-sign-in-methods.json: passwords, Google
// and TOTP second factors. Anything else gets production's refusal, through the web SDK, so a
// feature that leans on a method the project has off fails here before it fails in production.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  TotpMultiFactorGenerator,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  multiFactor,
  sendSignInLinkToEmail,
  signInAnonymously,
  signInWithCredential,
  type Auth,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '../../src/auth-emulator.js';
import { START_CEILING_MS } from '../support/ceilings.js';

const projectId = 'demo-site-sign-in-methods';
let emulator: AuthEmulator;
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId, host: '127.0.0.1', port: 0 });
}, START_CEILING_MS);
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator.stop();
});

function browser(): Auth {
  const app = initializeApp({ apiKey: 'fake-api-key', projectId }, `site-methods-${apps.length}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulator.url, { disableWarnings: true });
  return auth;
}

const fakeIdToken = (claims: Record<string, unknown>) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the site’s Auth emulator', () => {
  test('allows passwords, Google and a TOTP second factor', async () => {
    const { user } = await createUserWithEmailAndPassword(
      browser(),
      'site-member@methods.example',
      'classical-demo',
    );
    expect((await user.getIdTokenResult()).signInProvider).toBe('password');
    const google = await signInWithCredential(
      browser(),
      GoogleAuthProvider.credential(
        fakeIdToken({ sub: '1041', email: 'lili@gmail.com', email_verified: true }),
      ),
    );
    const secret = await TotpMultiFactorGenerator.generateSecret(
      await multiFactor(google.user).getSession(),
    );
    expect(secret.codeIntervalSeconds).toBe(30);
  });

  test('refuses anonymous sign-in, e-mail links and other providers as production does', async () => {
    expect(await refusal(signInAnonymously(browser()))).toBe('auth/admin-restricted-operation');
    expect(
      await refusal(
        sendSignInLinkToEmail(browser(), 'link@methods.example', {
          url: 'http://127.0.0.1:5173/',
          handleCodeInApp: true,
        }),
      ),
    ).toBe('auth/operation-not-allowed');
    for (const credential of [
      FacebookAuthProvider.credential(fakeIdToken({ sub: '7' })),
      new OAuthProvider('apple.com').credential({ idToken: fakeIdToken({ sub: '8' }) }),
    ]) {
      expect(await refusal(signInWithCredential(browser(), credential))).toBe(
        'auth/operation-not-allowed',
      );
    }
  });
});
