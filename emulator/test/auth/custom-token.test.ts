// Custom tokens through the unmodified SDKs: firebase-admin's createCustomToken (pointed at the
// emulator it mints unsigned tokens, `alg: none`; with a service account's key, signed ones) and
// the web SDK's signInWithCustomToken. The token's developer claims are in every ID token of that
// session, refreshes included, as Google's service and emulator put them.
import { generateKeyPairSync } from 'node:crypto';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  cert,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { getAdditionalUserInfo, signInWithCustomToken } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rejection, startAuthSdkHarness, type AuthSdkHarness } from './support/sdk-harness.js';

let harness: AuthSdkHarness;
let signingApp: AdminApp;
/** firebase-admin with a service account's key, as a server deployed outside Google signs. */
let signingAdmin: AdminAuth;

const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { alg: string };

beforeAll(async () => {
  // Made before the harness names the emulator: firebase-admin then signs with the key.
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  signingApp = initializeAdminApp(
    {
      credential: cert({
        projectId: 'demo-signing',
        clientEmail: 'signer@demo-signing.iam.gserviceaccount.com',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }),
    },
    'custom-token-signer',
  );
  signingAdmin = getAdminAuth(signingApp);
  if (previousHost !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
  harness = await startAuthSdkHarness();
});
afterAll(async () => {
  await harness.stop();
  await deleteAdminApp(signingApp);
});

describe('custom tokens', () => {
  test('an unsigned token signs up its uid, with its claims in the ID token and after a refresh', async () => {
    const uid = `custom-${Date.now()}`;
    const token = await harness.admin.createCustomToken(uid, { role: 'moderator', tier: 2 });
    expect(headerOf(token).alg).toBe('none');
    const result = await signInWithCustomToken(harness.browser(), token);
    expect(result.user.uid).toBe(uid);
    expect(getAdditionalUserInfo(result)?.isNewUser).toBe(true);
    const idToken = await result.user.getIdTokenResult();
    expect(idToken.signInProvider).toBe('custom');
    expect(idToken.claims).toMatchObject({ role: 'moderator', tier: 2, user_id: uid });
    expect((await result.user.getIdTokenResult(true)).claims.role).toBe('moderator');
    const decoded = await harness.admin.verifyIdToken(idToken.token);
    expect(decoded).toMatchObject({ uid, role: 'moderator' });
    expect(decoded.firebase.sign_in_provider).toBe('custom');
    expect((await harness.admin.getUser(uid)).providerData).toEqual([]);

    const again = await signInWithCustomToken(
      harness.browser(),
      await harness.admin.createCustomToken(uid),
    );
    expect(again.user.uid).toBe(uid);
    expect(getAdditionalUserInfo(again)?.isNewUser).toBe(false);
    expect((await again.user.getIdTokenResult()).claims.role).toBeUndefined();
  });

  test('a signed token is read the same way (the emulator checks no signature)', async () => {
    const uid = `signed-${Date.now()}`;
    const token = await signingAdmin.createCustomToken(uid, { plan: 'patron' });
    expect(headerOf(token).alg).toBe('RS256');
    const result = await signInWithCustomToken(harness.browser(), token);
    expect(result.user.uid).toBe(uid);
    expect((await result.user.getIdTokenResult()).claims.plan).toBe('patron');
  });

  test('signs into an existing account with its profile, and its stored claims beside the token’s', async () => {
    const email = harness.uniqueEmail('existing');
    const created = await harness.admin.createUser({ email, displayName: 'Fanny H.' });
    await harness.admin.setCustomUserClaims(created.uid, { role: 'admin' });
    const result = await signInWithCustomToken(
      harness.browser(),
      await harness.admin.createCustomToken(created.uid, { session: 'kiosk' }),
    );
    expect(result.user.email).toBe(email);
    expect(result.user.displayName).toBe('Fanny H.');
    expect((await result.user.getIdTokenResult()).claims).toMatchObject({
      role: 'admin',
      session: 'kiosk',
    });
  });

  test('a disabled account, a token that is not one, and an ID token in its place are refused', async () => {
    const disabled = await harness.admin.createUser({ disabled: true });
    const auth = harness.browser();
    const refusedDisabled = await rejection(
      signInWithCustomToken(auth, await harness.admin.createCustomToken(disabled.uid)),
    );
    expect(refusedDisabled.code).toBe('auth/user-disabled');
    expect((await rejection(signInWithCustomToken(auth, 'not-a-token'))).code).toBe(
      'auth/invalid-custom-token',
    );
    const member = await signInWithCustomToken(
      auth,
      await harness.admin.createCustomToken(`member-${Date.now()}`),
    );
    const idToken = await member.user.getIdToken();
    expect((await rejection(signInWithCustomToken(harness.browser(), idToken))).code).toBe(
      'auth/invalid-custom-token',
    );
  });
});
