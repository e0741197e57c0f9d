// Anonymous sign-in through the unmodified SDKs: `signInAnonymously` (accounts:signUp with no
// e-mail) makes an account with no way back in but its session; linking it to a password or an
// identity provider keeps its uid, as Google's service and emulator do.
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  getAdditionalUserInfo,
  linkWithCredential,
  signInAnonymously,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  fakeIdpToken,
  providersOf,
  rejection,
  startAuthSdkHarness,
  uniqueSub,
  type AuthSdkHarness,
} from './support/sdk-harness.js';

const PASSWORD = 'nocturne-op-9';
let harness: AuthSdkHarness;

beforeAll(async () => {
  harness = await startAuthSdkHarness();
});
afterAll(() => harness.stop());

describe('anonymous sign-in', () => {
  test('signs up an account with no e-mail and no provider, its token saying anonymous', async () => {
    const result = await signInAnonymously(harness.browser());
    expect(getAdditionalUserInfo(result)?.isNewUser).toBe(true);
    expect(result.user.isAnonymous).toBe(true);
    expect(result.user.email).toBeNull();
    expect(result.user.providerData).toEqual([]);
    const token = await result.user.getIdTokenResult();
    expect(token.signInProvider).toBe('anonymous');
    expect(token.claims.provider_id).toBe('anonymous');
    expect(token.claims.firebase).toMatchObject({ identities: {} });
    // A refresh keeps the session anonymous.
    expect((await result.user.getIdTokenResult(true)).signInProvider).toBe('anonymous');

    const record = await harness.admin.getUser(result.user.uid);
    expect(record.email).toBeUndefined();
    expect(record.providerData).toEqual([]);
    const decoded = await harness.admin.verifyIdToken(token.token);
    expect(decoded.firebase.sign_in_provider).toBe('anonymous');
  });

  test('linked to an e-mail and password, keeps its uid and then signs in with them', async () => {
    const auth = harness.browser();
    const { user } = await signInAnonymously(auth);
    const email = harness.uniqueEmail('guest');
    const linked = await linkWithCredential(user, EmailAuthProvider.credential(email, PASSWORD));
    expect(linked.user.uid).toBe(user.uid);
    expect(linked.user.isAnonymous).toBe(false);
    expect(linked.user.email).toBe(email);
    expect(providersOf(linked.user)).toEqual(['password']);
    expect((await linked.user.getIdTokenResult()).signInProvider).toBe('password');
    await signOut(auth);

    const again = await signInWithEmailAndPassword(auth, email, PASSWORD);
    expect(again.user.uid).toBe(user.uid);
    const record = await harness.admin.getUser(user.uid);
    expect(record.providerData.map((info) => info.providerId)).toEqual(['password']);
  });

  test('linked to Google, keeps its uid and takes the Google address', async () => {
    const auth = harness.browser();
    const { user } = await signInAnonymously(auth);
    const identity = {
      sub: uniqueSub(),
      email: harness.uniqueEmail('listener'),
      email_verified: true,
      name: 'Nadia B.',
    };
    const linked = await linkWithCredential(
      user,
      GoogleAuthProvider.credential(fakeIdpToken(identity)),
    );
    expect(linked.user.uid).toBe(user.uid);
    expect(linked.user.isAnonymous).toBe(false);
    expect(linked.user.email).toBe(identity.email);
    expect(linked.user.emailVerified).toBe(true);
    expect(providersOf(linked.user)).toEqual(['google.com']);
    await signOut(auth);

    const again = await signInWithCredential(
      auth,
      GoogleAuthProvider.credential(fakeIdpToken(identity)),
    );
    expect(again.user.uid).toBe(user.uid);
  });

  test('cannot take an address another account holds', async () => {
    const email = harness.uniqueEmail('taken');
    await harness.admin.createUser({ email, password: PASSWORD });
    const { user } = await signInAnonymously(harness.browser());
    const refused = await rejection(
      linkWithCredential(user, EmailAuthProvider.credential(email, PASSWORD)),
    );
    expect(refused.code).toBe('auth/email-already-in-use');
    expect((await harness.admin.getUser(user.uid)).providerData).toEqual([]);
  });
});
