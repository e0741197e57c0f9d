// E-mail link sign-in through the unmodified SDKs: sendSignInLinkToEmail (sendOobCode with
// EMAIL_SIGNIN), the link read back from the emulator's out-of-band codes as a mail client would
// show it, and signInWithEmailLink for a newcomer, for an existing account, and, with
// linkWithCredential, for a member already signed in, as Google's service and emulator answer.
import { Secret, TOTP } from 'otpauth';
import {
  EmailAuthProvider,
  TotpMultiFactorGenerator,
  fetchSignInMethodsForEmail,
  getMultiFactorResolver,
  getAdditionalUserInfo,
  isSignInWithEmailLink,
  linkWithCredential,
  multiFactor,
  sendSignInLinkToEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  type Auth,
  type MultiFactorError,
} from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  providersOf,
  rejection,
  startAuthSdkHarness,
  type AuthSdkHarness,
} from './support/sdk-harness.js';

const PASSWORD = 'barcarolle-60';
const FINISH_PAGE = 'http://127.0.0.1:5173/finish-sign-in';
let harness: AuthSdkHarness;

beforeAll(async () => {
  harness = await startAuthSdkHarness();
});
afterAll(() => harness.stop());

/** Sends the link and reads it back from the emulator, as the member would open it. */
async function mailedLink(auth: Auth, email: string): Promise<string> {
  await sendSignInLinkToEmail(auth, email, { url: FINISH_PAGE, handleCodeInApp: true });
  const entry = (await harness.oobCodes())
    .filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN')
    .at(-1);
  if (!entry) throw new Error(`no sign-in link for ${email}`);
  return entry.oobLink;
}

describe('e-mail link sign-in', () => {
  test('a newcomer signs up with the link: a verified address, and the link works once', async () => {
    const auth = harness.browser();
    const email = harness.uniqueEmail('newcomer');
    const link = await mailedLink(auth, email);
    expect(isSignInWithEmailLink(auth, link)).toBe(true);
    const result = await signInWithEmailLink(auth, email, link);
    expect(getAdditionalUserInfo(result)?.isNewUser).toBe(true);
    expect(result.user.email).toBe(email);
    expect(result.user.emailVerified).toBe(true);
    expect(providersOf(result.user)).toEqual(['password']);
    expect((await result.user.getIdTokenResult()).signInProvider).toBe('password');
    expect(await fetchSignInMethodsForEmail(auth, email)).toEqual(['emailLink']);
    const record = await harness.admin.getUser(result.user.uid);
    expect(record.emailVerified).toBe(true);
    expect(record.providerData.map((info) => info.providerId)).toEqual(['password']);

    expect((await rejection(signInWithEmailLink(harness.browser(), email, link))).code).toBe(
      'auth/invalid-action-code',
    );
  });

  test('an existing password account signs in with the link, its address now verified', async () => {
    const auth = harness.browser();
    const email = harness.uniqueEmail('pianist');
    const created = await harness.admin.createUser({ email, password: PASSWORD });
    const result = await signInWithEmailLink(auth, email, await mailedLink(auth, email));
    expect(result.user.uid).toBe(created.uid);
    expect(getAdditionalUserInfo(result)?.isNewUser).toBe(false);
    expect(result.user.emailVerified).toBe(true);
    expect((await fetchSignInMethodsForEmail(auth, email)).sort()).toEqual([
      'emailLink',
      'password',
    ]);
    const withPassword = await signInWithEmailAndPassword(harness.browser(), email, PASSWORD);
    expect(withPassword.user.uid).toBe(created.uid);
  });

  test('a signed-in member links the link to the account (an anonymous one keeps its uid)', async () => {
    const auth = harness.browser();
    const { user } = await signInAnonymously(auth);
    const email = harness.uniqueEmail('guest');
    const credential = EmailAuthProvider.credentialWithLink(
      email,
      await mailedLink(harness.browser(), email),
    );
    const linked = await linkWithCredential(user, credential);
    expect(linked.user.uid).toBe(user.uid);
    expect(linked.user.isAnonymous).toBe(false);
    expect(linked.user.email).toBe(email);
    expect(linked.user.emailVerified).toBe(true);
    expect(providersOf(linked.user)).toEqual(['password']);

    const later = await signInWithEmailLink(
      harness.browser(),
      email,
      await mailedLink(harness.browser(), email),
    );
    expect(later.user.uid).toBe(user.uid);
  });

  test('a link for an address another account holds is not linked; a link for another address is refused', async () => {
    const holder = harness.uniqueEmail('holder');
    await harness.admin.createUser({ email: holder, password: PASSWORD });
    const { user } = await signInAnonymously(harness.browser());
    const taken = await rejection(
      linkWithCredential(
        user,
        EmailAuthProvider.credentialWithLink(holder, await mailedLink(harness.browser(), holder)),
      ),
    );
    expect(taken.code).toBe('auth/email-already-in-use');

    const auth = harness.browser();
    const link = await mailedLink(auth, harness.uniqueEmail('intended'));
    const mismatch = await rejection(signInWithEmailLink(auth, harness.uniqueEmail('other'), link));
    expect(mismatch.code).toBe('auth/invalid-email');
  });

  test('an account with a TOTP factor asks for its code after the link too', async () => {
    const email = harness.uniqueEmail('two-step');
    await harness.admin.createUser({ email, password: PASSWORD, emailVerified: true });
    const { user } = await signInWithEmailAndPassword(harness.browser(), email, PASSWORD);
    const secret = await TotpMultiFactorGenerator.generateSecret(
      await multiFactor(user).getSession(),
    );
    const codeNow = () => new TOTP({ secret: Secret.fromBase32(secret.secretKey) }).generate();
    await multiFactor(user).enroll(
      TotpMultiFactorGenerator.assertionForEnrollment(secret, codeNow()),
      'Authenticator app',
    );

    const auth = harness.browser();
    const required = (await rejection(
      signInWithEmailLink(auth, email, await mailedLink(auth, email)),
    )) as MultiFactorError;
    expect(required.code).toBe('auth/multi-factor-auth-required');
    expect(auth.currentUser).toBeNull();
    const resolver = getMultiFactorResolver(auth, required);
    const result = await resolver.resolveSignIn(
      TotpMultiFactorGenerator.assertionForSignIn(resolver.hints[0]!.uid, codeNow()),
    );
    expect(result.user.uid).toBe(user.uid);
    const token = await result.user.getIdTokenResult();
    expect(token.signInProvider).toBe('password');
    expect(token.signInSecondFactor).toBe('totp');
  });

  test('the admin SDK makes a sign-in link; the emulator’s page hands it to the site', async () => {
    const email = harness.uniqueEmail('invited');
    const link = await harness.admin.generateSignInWithEmailLink(email, { url: FINISH_PAGE });
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const page = new URL(opened.headers.get('location') ?? '');
    expect(`${page.origin}${page.pathname}`).toBe(FINISH_PAGE);
    expect(page.searchParams.get('mode')).toBe('signIn');
    const auth = harness.browser();
    expect(isSignInWithEmailLink(auth, page.toString())).toBe(true);
    const result = await signInWithEmailLink(auth, email, page.toString());
    expect(result.user.email).toBe(email);
  });
});
