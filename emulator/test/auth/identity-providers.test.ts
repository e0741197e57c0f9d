// Identity providers other than Google through the unmodified web SDK, with the emulators' fake
// tokens (an unsigned JWT standing for what the provider would hand over), and the account each
// sign-in builds as firebase-tools' emulator builds it: `providerUserInfo` with the provider's
// user id as rawId and federatedId, e-mail, name, photo and (Twitter's) screen name. SAML has no
// credential the SDK signs in with outside a browser, so it is posted as the emulator's page does.
// Then Firebase's "trusted provider" rule: a provider that is also the address's mail service
// takes over an account that never proved the address; any other waits for the member to link.
import {
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  TwitterAuthProvider,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  linkWithCredential,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  unlink,
  type AuthCredential,
} from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventually } from '../support/eventually.js';
import {
  fakeIdpToken,
  providersOf,
  rejection,
  startAuthSdkHarness,
  uniqueSub,
  type AuthSdkHarness,
} from './support/sdk-harness.js';

const PASSWORD = 'rhapsody-in-blue';
let harness: AuthSdkHarness;

beforeAll(async () => {
  harness = await startAuthSdkHarness();
});
afterAll(() => harness.stop());

type Identity = Parameters<typeof fakeIdpToken>[0];

/** The credential the SDK builds for each provider from what that provider hands a site. */
function credentialFor(providerId: string, identity: Identity): AuthCredential {
  const token = fakeIdpToken(identity);
  switch (providerId) {
    case 'google.com':
      return GoogleAuthProvider.credential(token);
    case 'github.com':
      return GithubAuthProvider.credential(token);
    case 'facebook.com':
      return FacebookAuthProvider.credential(token);
    case 'twitter.com':
      return TwitterAuthProvider.credential(token, 'twitter-token-secret');
    default:
      return new OAuthProvider(providerId).credential({ idToken: token, rawNonce: 'nonce-1' });
  }
}

async function storedRecord(localId: string) {
  const { users } = (await harness.ownerCall('/accounts:lookup', { localId: [localId] })) as {
    users: { providerUserInfo?: Record<string, unknown>[]; emailVerified?: boolean }[];
  };
  return users[0]!;
}

const PROVIDERS = [
  'github.com',
  'facebook.com',
  'twitter.com',
  'apple.com',
  'microsoft.com',
  'yahoo.com',
  'oidc.orchestra',
];

describe('identity providers', () => {
  test.each(PROVIDERS)(
    '%s signs up a newcomer, then signs in the same account, with providerUserInfo as Google’s emulator builds it',
    async (providerId) => {
      const auth = harness.browser();
      const identity = {
        sub: uniqueSub(),
        email: harness.uniqueEmail(providerId.replace(/\W/g, '-')),
        email_verified: true,
        name: 'Amy Beach',
        picture: 'https://photos.example/amy.png',
        screen_name: 'amybeach',
      };
      const first = await signInWithCredential(auth, credentialFor(providerId, identity));
      expect(getAdditionalUserInfo(first)).toMatchObject({ isNewUser: true, providerId });
      expect(first.user.email).toBe(identity.email);
      expect(first.user.displayName).toBe('Amy Beach');
      expect(first.user.photoURL).toBe(identity.picture);
      expect(first.user.providerData).toMatchObject([
        { providerId, uid: identity.sub, email: identity.email, displayName: 'Amy Beach' },
      ]);
      const token = await first.user.getIdTokenResult();
      expect(token.signInProvider).toBe(providerId);
      expect(token.claims.firebase).toMatchObject({
        identities: { [providerId]: [identity.sub], email: [identity.email] },
      });
      expect((await storedRecord(first.user.uid)).providerUserInfo).toEqual([
        {
          providerId,
          rawId: identity.sub,
          federatedId: identity.sub,
          email: identity.email,
          displayName: 'Amy Beach',
          photoUrl: identity.picture,
          screenName: 'amybeach',
        },
      ]);
      if (providerId === 'twitter.com') {
        expect(getAdditionalUserInfo(first)?.username).toBe('amybeach');
        expect(TwitterAuthProvider.credentialFromResult(first)?.secret).toBe(
          'twitter-token-secret',
        );
      }
      await signOut(auth);

      const again = await signInWithCredential(auth, credentialFor(providerId, identity));
      expect(again.user.uid).toBe(first.user.uid);
      expect(getAdditionalUserInfo(again)?.isNewUser).toBe(false);
      const record = await harness.admin.getUser(first.user.uid);
      expect(record.providerData.map((info) => info.providerId)).toEqual([providerId]);
    },
  );

  test('a SAML provider signs up the address its assertion names, verified', async () => {
    const email = harness.uniqueEmail('saml');
    const response = await fetch(
      `${harness.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          requestUri: `${harness.url}/emulator/auth/handler`,
          postBody: new URLSearchParams({
            providerId: 'saml.conservatoire',
            id_token: JSON.stringify({ sub: 'saml-1', name: 'Lili B.' }),
            SAMLResponse: JSON.stringify({
              assertion: { subject: { nameId: email }, attributeStatements: [{ role: 'staff' }] },
            }),
          }).toString(),
          returnSecureToken: true,
        }),
      },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      providerId: 'saml.conservatoire',
      email,
      emailVerified: true,
      isNewUser: true,
      rawUserInfo: JSON.stringify([{ role: 'staff' }]),
    });
    const record = await harness.admin.getUser(String(body.localId));
    expect(record.providerData).toMatchObject([
      { providerId: 'saml.conservatoire', uid: 'saml-1', email },
    ]);
  });

  test('a member links GitHub and Twitter to a password account, and unlinks one', async () => {
    const auth = harness.browser();
    const email = harness.uniqueEmail('linker');
    const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD);
    await linkWithCredential(user, credentialFor('github.com', { sub: uniqueSub() }));
    const twitter = { sub: uniqueSub(), screen_name: 'linker' };
    await linkWithCredential(user, credentialFor('twitter.com', twitter));
    expect(providersOf(user)).toEqual(['github.com', 'password', 'twitter.com']);
    await unlink(user, 'github.com');
    expect(providersOf(user)).toEqual(['password', 'twitter.com']);
    await signOut(auth);
    const withTwitter = await signInWithCredential(auth, credentialFor('twitter.com', twitter));
    expect(withTwitter.user.uid).toBe(user.uid);
    expect(withTwitter.user.email).toBe(email);
  });
});

describe('the trusted provider takeover (one account per e-mail address)', () => {
  const TRUSTED = [
    ['google.com', 'gmail.com'],
    ['microsoft.com', 'outlook.com'],
    ['microsoft.com', 'hotmail.com'],
    ['yahoo.com', 'yahoo.com'],
    ['apple.com', 'icloud.com'],
    ['apple.com', 'privaterelay.appleid.com'],
  ] as const;

  test.each(TRUSTED)(
    '%s with a verified @%s address takes over an unverified password account: same uid, verified, password gone',
    async (providerId, domain) => {
      const auth = harness.browser();
      const email = harness.uniqueEmail('squatted', domain);
      const squatter = await createUserWithEmailAndPassword(auth, email, PASSWORD);
      // Times are whole seconds: a takeover in the second the session began would not end it.
      const issuedAt = Date.parse((await squatter.user.getIdTokenResult()).issuedAtTime) / 1000;
      await eventually(() => Math.floor(Date.now() / 1000) > issuedAt, {
        what: 'the second after the password session began',
      });
      const result = await signInWithCredential(
        harness.browser(),
        credentialFor(providerId, { sub: uniqueSub(), email, email_verified: true }),
      );
      expect(result.user.uid).toBe(squatter.user.uid);
      expect(getAdditionalUserInfo(result)?.isNewUser).toBe(false);
      expect(result.user.emailVerified).toBe(true);
      expect(providersOf(result.user)).toEqual([providerId]);
      const record = await harness.admin.getUser(result.user.uid);
      expect(record.emailVerified).toBe(true);
      expect(record.providerData.map((info) => info.providerId)).toEqual([providerId]);
      // Whoever set that password never proved the address: it no longer signs in, and the
      // sessions it opened end.
      expect(
        (await rejection(signInWithEmailAndPassword(harness.browser(), email, PASSWORD))).code,
      ).toBe('auth/wrong-password');
      expect((await rejection(squatter.user.getIdToken(true))).code).toBe(
        'auth/user-token-expired',
      );
    },
  );

  test('over a verified password account the trusted provider signs in and the password stays', async () => {
    const email = harness.uniqueEmail('proven', 'gmail.com');
    const created = await harness.admin.createUser({
      email,
      password: PASSWORD,
      emailVerified: true,
    });
    const result = await signInWithCredential(
      harness.browser(),
      credentialFor('google.com', { sub: uniqueSub(), email, email_verified: true }),
    );
    expect(result.user.uid).toBe(created.uid);
    expect(providersOf(result.user)).toEqual(['google.com', 'password']);
    const withPassword = await signInWithEmailAndPassword(harness.browser(), email, PASSWORD);
    expect(withPassword.user.uid).toBe(created.uid);
  });

  const UNTRUSTED = [
    ['github.com', 'github-user.example', true],
    ['facebook.com', 'gmail.com', true],
    ['microsoft.com', 'contoso.example', true],
    ['google.com', 'gmail.com', false],
    ['oidc.orchestra', 'orchestra.example', true],
  ] as const;

  test.each(UNTRUSTED)(
    '%s with an @%s address (verified: %s) does not take the account: the member links after signing in',
    async (providerId, domain, verified) => {
      const email = harness.uniqueEmail('careful', domain);
      const { user } = await createUserWithEmailAndPassword(harness.browser(), email, PASSWORD);
      const identity = { sub: uniqueSub(), email, email_verified: verified };
      const refused = await rejection(
        signInWithCredential(harness.browser(), credentialFor(providerId, identity)),
      );
      expect(refused.code).toBe('auth/account-exists-with-different-credential');
      expect(refused.customData?.email).toBe(email);
      const record = await harness.admin.getUser(user.uid);
      expect(record.providerData.map((info) => info.providerId)).toEqual(['password']);

      const signedIn = await signInWithEmailAndPassword(harness.browser(), email, PASSWORD);
      const linked = await linkWithCredential(signedIn.user, credentialFor(providerId, identity));
      expect(linked.user.uid).toBe(user.uid);
      expect(providersOf(linked.user)).toEqual([providerId, 'password'].sort());
    },
  );
});
