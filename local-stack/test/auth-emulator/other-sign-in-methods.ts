// The sign-in methods the site does not use, through the web SDK and firebase-admin, as part of
// the Auth emulator contract (contract.ts) against ours and firebase-tools', both with every
// method on: anonymous sign-in and its linking, custom tokens, e-mail links, identity providers
// other than Google and the trusted-provider takeover. Where the two answer differently on
// purpose the case says which (docs/emulator.md, "The Auth emulator").
import {
  EmailAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  TwitterAuthProvider,
  createUserWithEmailAndPassword,
  fetchSignInMethodsForEmail,
  getAdditionalUserInfo,
  linkWithCredential,
  sendSignInLinkToEmail,
  signInAnonymously,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  type AuthCredential,
  type User,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { describe, expect, test } from 'vitest';
import type { ContractHarness } from './sign-in-methods.js';

interface OtherMethodsHarness extends ContractHarness {
  /** The link of the last sign-in e-mail the emulator would have sent to `email`. */
  signInLinkFor(email: string): Promise<string>;
}

const fakeToken = (claims: Record<string, unknown>) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: '', aud: '', iat: 0, exp: 0, ...claims })}.`;
};

let subCounter = 0;
const uniqueSub = () => `${Date.now()}${++subCounter}`;

const providersOf = (user: User) => user.providerData.map((info) => info.providerId).sort();

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

function credentialFor(providerId: string, claims: Record<string, unknown>): AuthCredential {
  const token = fakeToken(claims);
  if (providerId === 'google.com') return GoogleAuthProvider.credential(token);
  if (providerId === 'github.com') return GithubAuthProvider.credential(token);
  if (providerId === 'twitter.com') return TwitterAuthProvider.credential(token, 'secret');
  return new OAuthProvider(providerId).credential({ idToken: token, rawNonce: 'nonce' });
}

export function describeOtherSignInMethods(harness: OtherMethodsHarness): void {
  const { implementation } = harness;

  describe('anonymous sign-in', () => {
    test('a visitor signs in anonymously, then links a password and keeps the uid', async () => {
      const auth = harness.browser();
      const { user } = await signInAnonymously(auth);
      expect(user.isAnonymous).toBe(true);
      expect((await user.getIdTokenResult()).signInProvider).toBe('anonymous');
      const email = harness.uniqueEmail('visitor');
      const linked = await linkWithCredential(
        user,
        EmailAuthProvider.credential(email, harness.password),
      );
      expect(linked.user.uid).toBe(user.uid);
      expect(providersOf(linked.user)).toEqual(['password']);
      const again = await signInWithEmailAndPassword(harness.browser(), email, harness.password);
      expect(again.user.uid).toBe(user.uid);
    });

    test('an anonymous visitor links Google and keeps the uid', async () => {
      const { user } = await signInAnonymously(harness.browser());
      const email = harness.uniqueEmail('visitor-google');
      const linked = await linkWithCredential(
        user,
        credentialFor('google.com', { sub: uniqueSub(), email, email_verified: true }),
      );
      expect(linked.user.uid).toBe(user.uid);
      expect(linked.user.email).toBe(email);
      expect(providersOf(linked.user)).toEqual(['google.com']);
    });
  });

  test('a custom token from the admin SDK signs in its uid with its claims, through refreshes', async () => {
    const uid = `custom-${uniqueSub()}`;
    const token = await harness.admin().createCustomToken(uid, { role: 'moderator' });
    const result = await signInWithCustomToken(harness.browser(), token);
    expect(result.user.uid).toBe(uid);
    expect(getAdditionalUserInfo(result)?.isNewUser).toBe(true);
    const idToken = await result.user.getIdTokenResult();
    expect(idToken.signInProvider).toBe('custom');
    expect(idToken.claims.role).toBe('moderator');
    expect((await result.user.getIdTokenResult(true)).claims.role).toBe('moderator');
    expect(await harness.admin().verifyIdToken(idToken.token)).toMatchObject({
      uid,
      role: 'moderator',
    });
  });

  describe('e-mail link sign-in', () => {
    async function mailedLink(email: string): Promise<string> {
      await sendSignInLinkToEmail(harness.browser(), email, {
        url: 'http://127.0.0.1:5173/finish',
        handleCodeInApp: true,
      });
      return harness.signInLinkFor(email);
    }

    test('a newcomer signs up with the link, verified, and the link works once', async () => {
      const email = harness.uniqueEmail('link-newcomer');
      const link = await mailedLink(email);
      const result = await signInWithEmailLink(harness.browser(), email, link);
      expect(getAdditionalUserInfo(result)?.isNewUser).toBe(true);
      expect(result.user.emailVerified).toBe(true);
      expect(providersOf(result.user)).toEqual(['password']);
      expect(await fetchSignInMethodsForEmail(harness.browser(), email)).toEqual(['emailLink']);
      expect(await refusal(signInWithEmailLink(harness.browser(), email, link))).toBe(
        'auth/invalid-action-code',
      );
    });

    test('a password account signs in with the link; an anonymous member links one', async () => {
      const email = harness.uniqueEmail('link-member');
      const { user } = await createUserWithEmailAndPassword(
        harness.browser(),
        email,
        harness.password,
      );
      const result = await signInWithEmailLink(harness.browser(), email, await mailedLink(email));
      expect(result.user.uid).toBe(user.uid);
      expect(result.user.emailVerified).toBe(true);

      const anonymous = await signInAnonymously(harness.browser());
      const other = harness.uniqueEmail('link-guest');
      const linked = await linkWithCredential(
        anonymous.user,
        EmailAuthProvider.credentialWithLink(other, await mailedLink(other)),
      );
      expect(linked.user.uid).toBe(anonymous.user.uid);
      expect(linked.user.email).toBe(other);
    });
  });

  describe('identity providers other than Google', () => {
    test.each(['github.com', 'twitter.com', 'apple.com', 'microsoft.com', 'oidc.orchestra'])(
      '%s signs up, and signs in the same account again',
      async (providerId) => {
        const identity = {
          sub: uniqueSub(),
          email: harness.uniqueEmail(providerId.replace(/\W/g, '-')),
          email_verified: true,
          name: 'Amy Beach',
          screen_name: 'amybeach',
        };
        const first = await signInWithCredential(
          harness.browser(),
          credentialFor(providerId, identity),
        );
        expect(getAdditionalUserInfo(first)?.isNewUser).toBe(true);
        expect(first.user.providerData).toMatchObject([
          { providerId, uid: identity.sub, email: identity.email, displayName: 'Amy Beach' },
        ]);
        expect((await first.user.getIdTokenResult()).signInProvider).toBe(providerId);
        const again = await signInWithCredential(
          harness.browser(),
          credentialFor(providerId, identity),
        );
        expect(again.user.uid).toBe(first.user.uid);
        const record = await harness.admin().getUser(first.user.uid);
        expect(record.providerData).toMatchObject([{ providerId, uid: identity.sub }]);
      },
    );

    test('Microsoft, also the mail service of an Outlook address, takes over an unverified password account', async () => {
      const email = harness.uniqueEmail('squatted').replace(/@.*/, '@outlook.com');
      const { user } = await createUserWithEmailAndPassword(
        harness.browser(),
        email,
        harness.password,
      );
      const result = await signInWithCredential(
        harness.browser(),
        credentialFor('microsoft.com', { sub: uniqueSub(), email, email_verified: true }),
      );
      expect(result.user.uid).toBe(user.uid);
      expect(result.user.emailVerified).toBe(true);
      expect(providersOf(result.user)).toEqual(['microsoft.com']);
    });

    test(
      implementation === 'ours'
        ? 'GitHub, whose address it does not serve, does not take over a password account (production)'
        : 'GitHub takes over a password account with a verified address (firebase-tools trusts any verified one)',
      async () => {
        const email = harness.uniqueEmail('careful');
        const { user } = await createUserWithEmailAndPassword(
          harness.browser(),
          email,
          harness.password,
        );
        const attempt = signInWithCredential(
          harness.browser(),
          credentialFor('github.com', { sub: uniqueSub(), email, email_verified: true }),
        );
        if (implementation === 'ours') {
          expect(await refusal(attempt)).toBe('auth/account-exists-with-different-credential');
        } else {
          expect((await attempt).user.uid).toBe(user.uid);
        }
      },
    );
  });
}
