// A project names the sign-in methods it allows (as its console's "Sign-in method" tab does), and
// a method that is off gets what production answers, through the unmodified SDKs: anonymous
// sign-in `auth/admin-restricted-operation` (ADMIN_ONLY_OPERATION), the others
// `auth/operation-not-allowed` (OPERATION_NOT_ALLOWED, or PASSWORD_LOGIN_DISABLED for a password
// sign-in). The owner is never refused, and custom tokens, which no setting turns off, still work.
import {
  GithubAuthProvider,
  GoogleAuthProvider,
  TotpMultiFactorGenerator,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  multiFactor,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInAnonymously,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithEmailLink,
} from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startAuthEmulator } from '../../src/auth/index.js';
import {
  fakeIdpToken,
  rejection,
  startAuthSdkHarness,
  uniqueSub,
  type AuthSdkHarness,
} from './support/sdk-harness.js';

const PASSWORD = 'pavane-pour-une';

describe('a project allowing passwords, Google and TOTP second factors only', () => {
  let harness: AuthSdkHarness;
  beforeAll(async () => {
    harness = await startAuthSdkHarness({
      signIn: { email: { enabled: true, passwordRequired: true }, anonymous: { enabled: false } },
      identityProviders: ['google.com'],
      secondFactors: ['totp'],
    });
  });
  afterAll(() => harness.stop());

  test('refuses anonymous sign-in as production does', async () => {
    const refused = await rejection(signInAnonymously(harness.browser()));
    expect(refused.code).toBe('auth/admin-restricted-operation');
  });

  test('refuses e-mail links, sending one and signing in with one', async () => {
    const auth = harness.browser();
    const email = harness.uniqueEmail('link');
    const sending = await rejection(
      sendSignInLinkToEmail(auth, email, { url: 'http://127.0.0.1/finish', handleCodeInApp: true }),
    );
    expect(sending.code).toBe('auth/operation-not-allowed');
    const link = `${harness.url}/emulator/action?mode=signIn&oobCode=forged&apiKey=fake-api-key`;
    expect((await rejection(signInWithEmailLink(auth, email, link))).code).toBe(
      'auth/operation-not-allowed',
    );
  });

  test('refuses providers it does not name, and takes Google', async () => {
    const auth = harness.browser();
    const github = await rejection(
      signInWithCredential(auth, GithubAuthProvider.credential(fakeIdpToken({ sub: uniqueSub() }))),
    );
    expect(github.code).toBe('auth/operation-not-allowed');
    const google = await signInWithCredential(
      auth,
      GoogleAuthProvider.credential(
        fakeIdpToken({ sub: uniqueSub(), email: harness.uniqueEmail('g'), email_verified: true }),
      ),
    );
    expect((await google.user.getIdTokenResult()).signInProvider).toBe('google.com');
  });

  test('takes passwords, TOTP enrolment and custom tokens', async () => {
    const email = harness.uniqueEmail('member');
    await harness.admin.createUser({ email, password: PASSWORD, emailVerified: true });
    const { user } = await signInWithEmailAndPassword(harness.browser(), email, PASSWORD);
    const secret = await TotpMultiFactorGenerator.generateSecret(
      await multiFactor(user).getSession(),
    );
    expect(secret.codeLength).toBe(6);
    const custom = await signInWithCustomToken(
      harness.browser(),
      await harness.admin.createCustomToken(`custom-${uniqueSub()}`),
    );
    expect((await custom.user.getIdTokenResult()).signInProvider).toBe('custom');
  });
});

describe('a project with e-mail sign-in and TOTP off', () => {
  let harness: AuthSdkHarness;
  beforeAll(async () => {
    harness = await startAuthSdkHarness({
      signIn: { email: { enabled: false } },
      secondFactors: [],
    });
  });
  afterAll(() => harness.stop());

  test('refuses password sign-up, sign-in and reset; the owner still creates password accounts', async () => {
    const email = harness.uniqueEmail('refused');
    const signUp = await rejection(
      createUserWithEmailAndPassword(harness.browser(), email, PASSWORD),
    );
    expect(signUp.code).toBe('auth/operation-not-allowed');
    await harness.admin.createUser({ email, password: PASSWORD, emailVerified: true });
    const signIn = await rejection(signInWithEmailAndPassword(harness.browser(), email, PASSWORD));
    expect(signIn.code).toBe('auth/operation-not-allowed');
    // A reset e-mail still goes out (as firebase-tools' sends it), but its code sets no password.
    await sendPasswordResetEmail(harness.browser(), email);
    const code = (await harness.oobCodes()).find(
      (entry) => entry.email === email && entry.requestType === 'PASSWORD_RESET',
    )?.oobCode;
    expect(code).toEqual(expect.any(String));
    const reset = await rejection(confirmPasswordReset(harness.browser(), code ?? '', 'new-one-6'));
    expect(reset.code).toBe('auth/operation-not-allowed');
  });

  test('refuses TOTP enrolment with production’s reason', async () => {
    const email = harness.uniqueEmail('no-totp', 'gmail.com');
    const { user } = await signInWithCredential(
      harness.browser(),
      GoogleAuthProvider.credential(
        fakeIdpToken({ sub: uniqueSub(), email, email_verified: true }),
      ),
    );
    const refused = await rejection(
      multiFactor(user)
        .getSession()
        .then((session) => TotpMultiFactorGenerator.generateSecret(session)),
    );
    expect(refused.code).toBe('auth/operation-not-allowed');
    expect(refused.message).toContain('TOTP based MFA not enabled');
  });
});

test('a configuration naming a setting the emulator does not know is refused at start', async () => {
  await expect(
    startAuthEmulator({
      projectId: 'demo-typo',
      port: 0,
      signInMethods: { signIn: { anonymus: { enabled: true } } } as never,
    }),
  ).rejects.toThrow('unknown sign-in methods setting "signIn.anonymus"');
});
