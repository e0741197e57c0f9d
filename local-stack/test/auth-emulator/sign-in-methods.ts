// Continue with Google and two-factor sign-in, through the web SDK, as part of the Auth emulator
// contract (contract.ts) against ours and firebase-tools'. The Google identity is the emulator's
// unsigned ID token (what its account chooser page hands the SDK); the SDK calls signInWithIdp
// with it exactly as after a popup. firebase-tools' emulator has no TOTP factors (phone only), so
// the two-factor cases run against ours alone; where the two emulators answer differently on
// purpose the case says which (docs/local-stack.md, "Sign-in methods").
import type { Auth as AdminAuth } from 'firebase-admin/auth';
import {
  GoogleAuthProvider,
  TotpMultiFactorGenerator,
  createUserWithEmailAndPassword,
  fetchSignInMethodsForEmail,
  getAdditionalUserInfo,
  getMultiFactorResolver,
  linkWithCredential,
  multiFactor,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  unlink,
  type Auth,
  type MultiFactorError,
  type TotpSecret,
  type User,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, test } from 'vitest';
import type { AuthImplementation } from '../../src/auth-emulator.js';

export interface ContractHarness {
  implementation: AuthImplementation;
  browser(): Auth;
  admin(): AdminAuth;
  uniqueEmail(name: string): string;
  password: string;
}

/** The emulators' fake Google ID token: an unsigned JWT with the claims Google's carries. */
function fakeGoogleIdToken(claims: {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: 'https://accounts.google.com', aud: '', iat: 0, exp: 0, ...claims })}.`;
}

let googleCounter = 0;
const googleSub = () => `10${Date.now()}${++googleCounter}`.padEnd(21, '7');

const googleCredential = (claims: Parameters<typeof fakeGoogleIdToken>[0]) =>
  GoogleAuthProvider.credential(fakeGoogleIdToken(claims));

const providersOf = (user: User) => user.providerData.map((info) => info.providerId).sort();

async function rejection(promise: Promise<unknown>): Promise<FirebaseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const TOTP_PERIOD_MS = 30_000;
const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });

/** The code an authenticator app shows now. */
const currentCode = (secret: TotpSecret) => totp(secret.secretKey).generate();

/** The codes the window accepts now (five periods either side, a period more for the clock). */
function acceptedCodes(secret: string, at = Date.now()): Set<string> {
  return new Set(
    Array.from({ length: 13 }, (_, index) =>
      totp(secret).generate({ timestamp: at + (index - 6) * TOTP_PERIOD_MS }),
    ),
  );
}

/** A six-digit code that is none of those accepted now, so its refusal cannot be chance. */
function codeOutsideWindow(secret: string): string {
  const accepted = acceptedCodes(secret);
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

/** What the app showed ten (or more) minutes ago: out of the window now. */
function expiredCode(secret: string): string {
  const accepted = acceptedCodes(secret);
  for (let minutes = 10; ; minutes++) {
    const code = totp(secret).generate({ timestamp: Date.now() - minutes * 60_000 });
    if (!accepted.has(code)) return code;
  }
}

export function describeSignInMethods(harness: ContractHarness): void {
  const { implementation } = harness;

  describe('Continue with Google', () => {
    test('a newcomer signs up with Google, then signs in again with Google', async () => {
      const auth = harness.browser();
      const email = harness.uniqueEmail('newcomer');
      const identity = { sub: googleSub(), email, email_verified: true, name: 'Lili Boulanger' };
      const first = await signInWithCredential(auth, googleCredential(identity));
      expect(getAdditionalUserInfo(first)?.isNewUser).toBe(true);
      expect(first.user.email).toBe(email.toLowerCase());
      expect(first.user.emailVerified).toBe(true);
      expect(first.user.displayName).toBe('Lili Boulanger');
      expect(providersOf(first.user)).toEqual(['google.com']);
      const token = await first.user.getIdTokenResult();
      expect(token.signInProvider).toBe('google.com');
      expect(token.claims.firebase).toMatchObject({
        identities: { 'google.com': [identity.sub], email: [email.toLowerCase()] },
      });
      await signOut(auth);

      const again = await signInWithCredential(auth, googleCredential(identity));
      expect(again.user.uid).toBe(first.user.uid);
      expect(getAdditionalUserInfo(again)?.isNewUser).toBe(false);
      const record = await harness.admin().getUser(first.user.uid);
      expect(record.providerData.map((info) => info.providerId)).toEqual(['google.com']);
      expect(await fetchSignInMethodsForEmail(auth, email)).toEqual(['google.com']);
    });

    test('an address with a password account: the member signs in with the password and links Google', async () => {
      const auth = harness.browser();
      const email = harness.uniqueEmail('pianist');
      const { user } = await createUserWithEmailAndPassword(auth, email, harness.password);
      await signOut(auth);
      // A Google identity whose address Google does not vouch for may not take the account.
      const identity = { sub: googleSub(), email, email_verified: false, name: 'Clara W.' };
      const refused = await rejection(signInWithCredential(auth, googleCredential(identity)));
      expect(refused.code).toBe('auth/account-exists-with-different-credential');
      expect(refused.customData?.email).toBe(email.toLowerCase());
      const pending = GoogleAuthProvider.credentialFromError(refused);
      expect(pending).not.toBeNull();
      expect(auth.currentUser).toBeNull();

      const signedIn = await signInWithEmailAndPassword(auth, email, harness.password);
      const linked = await linkWithCredential(signedIn.user, pending!);
      expect(linked.user.uid).toBe(user.uid);
      expect(providersOf(linked.user)).toEqual(['google.com', 'password']);
      expect((await fetchSignInMethodsForEmail(auth, email)).sort()).toEqual([
        'google.com',
        'password',
      ]);
      await signOut(auth);

      const withGoogle = await signInWithCredential(auth, googleCredential(identity));
      expect(withGoogle.user.uid).toBe(user.uid);
      await signOut(auth);
      const withPassword = await signInWithEmailAndPassword(auth, email, harness.password);
      expect(withPassword.user.uid).toBe(user.uid);
    });

    test(
      implementation === 'ours'
        ? 'a verified Google identity outside Gmail does not take over a password account either (production)'
        : 'a verified Google identity outside Gmail signs into the password account (firebase-tools trusts any verified one)',
      async () => {
        const auth = harness.browser();
        const email = harness.uniqueEmail('violist');
        const { user } = await createUserWithEmailAndPassword(auth, email, harness.password);
        await signOut(auth);
        const identity = { sub: googleSub(), email, email_verified: true };
        const attempt = signInWithCredential(auth, googleCredential(identity));
        if (implementation === 'ours') {
          expect((await rejection(attempt)).code).toBe(
            'auth/account-exists-with-different-credential',
          );
          expect(
            providersOf((await signInWithEmailAndPassword(auth, email, harness.password)).user),
          ).toEqual(['password']);
        } else {
          expect((await attempt).user.uid).toBe(user.uid);
        }
      },
    );

    test('a Gmail address Google vouches for claims an unverified password account, whose password goes', async () => {
      const auth = harness.browser();
      const email = `squatted-${googleSub()}@gmail.com`;
      const { user } = await createUserWithEmailAndPassword(auth, email, harness.password);
      await signOut(auth);
      const result = await signInWithCredential(
        auth,
        googleCredential({ sub: googleSub(), email, email_verified: true }),
      );
      expect(result.user.uid).toBe(user.uid);
      expect(providersOf(result.user)).toEqual(['google.com']);
      expect(result.user.emailVerified).toBe(true);
    });

    test('a Google identity or address another account holds is not linked, and nothing changes', async () => {
      const auth = harness.browser();
      const owner = { sub: googleSub(), email: harness.uniqueEmail('owner'), email_verified: true };
      const ownerAccount = await signInWithCredential(auth, googleCredential(owner));
      await signOut(auth);

      const other = await createUserWithEmailAndPassword(
        auth,
        harness.uniqueEmail('other'),
        harness.password,
      );
      const sameIdentity = await rejection(linkWithCredential(other.user, googleCredential(owner)));
      expect(sameIdentity.code).toBe('auth/credential-already-in-use');
      const sameAddress = await rejection(
        linkWithCredential(
          other.user,
          googleCredential({ sub: googleSub(), email: owner.email, email_verified: true }),
        ),
      );
      expect(sameAddress.code).toBe('auth/email-already-in-use');
      await other.user.reload();
      expect(providersOf(other.user)).toEqual(['password']);
      const ownerRecord = await harness.admin().getUser(ownerAccount.user.uid);
      expect(ownerRecord.providerData.map((info) => info.providerId)).toEqual(['google.com']);
    });

    test('the owner links a Google identity to an account (as the demo seeding does), which then signs in with it', async () => {
      const email = harness.uniqueEmail('seeded');
      const created = await harness
        .admin()
        .createUser({ email, password: harness.password, emailVerified: true });
      const sub = googleSub();
      await harness.admin().updateUser(created.uid, {
        providerToLink: { providerId: 'google.com', uid: sub, email, displayName: 'Seeded' },
      });
      const record = await harness.admin().getUser(created.uid);
      expect(record.providerData.map((info) => info.providerId).sort()).toEqual([
        'google.com',
        'password',
      ]);
      const result = await signInWithCredential(
        harness.browser(),
        googleCredential({ sub, email, email_verified: true }),
      );
      expect(result.user.uid).toBe(created.uid);
    });

    test('a member unlinks Google and keeps the password', async () => {
      const auth = harness.browser();
      const email = harness.uniqueEmail('cellist');
      const { user } = await createUserWithEmailAndPassword(auth, email, harness.password);
      const identity = { sub: googleSub(), email, email_verified: true };
      await linkWithCredential(user, googleCredential(identity));
      expect(providersOf(user)).toEqual(['google.com', 'password']);
      await unlink(user, 'google.com');
      expect(providersOf(user)).toEqual(['password']);
      const record = await harness.admin().getUser(user.uid);
      expect(record.providerData.map((info) => info.providerId)).toEqual(['password']);
      await signOut(auth);
      expect((await signInWithEmailAndPassword(auth, email, harness.password)).user.uid).toBe(
        user.uid,
      );
    });
  });

  describe.skipIf(implementation === 'google')('two-factor sign-in with TOTP', () => {
    async function verifiedMember(name: string) {
      const email = harness.uniqueEmail(name);
      await harness.admin().createUser({ email, password: harness.password, emailVerified: true });
      const auth = harness.browser();
      const { user } = await signInWithEmailAndPassword(auth, email, harness.password);
      return { auth, email, user };
    }

    async function enrol(user: User): Promise<TotpSecret> {
      const secret = await TotpMultiFactorGenerator.generateSecret(
        await multiFactor(user).getSession(),
      );
      await multiFactor(user).enroll(
        TotpMultiFactorGenerator.assertionForEnrollment(secret, currentCode(secret)),
        'Authenticator app',
      );
      return secret;
    }

    test('a member enrols with the first code, then signs in with the password and a code', async () => {
      const { auth, email, user } = await verifiedMember('totp');
      const secret = await TotpMultiFactorGenerator.generateSecret(
        await multiFactor(user).getSession(),
      );
      expect(secret.codeLength).toBe(6);
      expect(secret.codeIntervalSeconds).toBe(30);
      expect(secret.generateQrCodeUrl(email, 'The Social Home of Classical Music')).toContain(
        `secret=${secret.secretKey}`,
      );
      const wrongFirst = await rejection(
        multiFactor(user).enroll(
          TotpMultiFactorGenerator.assertionForEnrollment(
            secret,
            codeOutsideWindow(secret.secretKey),
          ),
          'Authenticator app',
        ),
      );
      expect(wrongFirst.code).toBe('auth/invalid-verification-code');
      expect(multiFactor(user).enrolledFactors).toEqual([]);
      await multiFactor(user).enroll(
        TotpMultiFactorGenerator.assertionForEnrollment(secret, currentCode(secret)),
        'Authenticator app',
      );
      expect(multiFactor(user).enrolledFactors.map((factor) => factor.factorId)).toEqual(['totp']);
      // firebase-admin reads the factor as production answers it (lookup and batchGet's mfaInfo):
      // what staffTwoStep tells admins.
      const record = await harness.admin().getUser(user.uid);
      expect(record.multiFactor?.enrolledFactors).toMatchObject([
        { factorId: 'totp', displayName: 'Authenticator app', uid: expect.any(String) },
      ]);
      const { users } = await harness.admin().getUsers([{ uid: user.uid }]);
      expect(users[0]?.multiFactor?.enrolledFactors.map((factor) => factor.factorId)).toEqual([
        'totp',
      ]);
      await signOut(auth);

      const required = (await rejection(
        signInWithEmailAndPassword(auth, email, harness.password),
      )) as MultiFactorError;
      expect(required.code).toBe('auth/multi-factor-auth-required');
      expect(auth.currentUser).toBeNull();
      const resolver = getMultiFactorResolver(auth, required);
      const [hint] = resolver.hints;
      expect(hint).toMatchObject({ factorId: 'totp', displayName: 'Authenticator app' });

      const wrong = await rejection(
        resolver.resolveSignIn(
          TotpMultiFactorGenerator.assertionForSignIn(
            hint!.uid,
            codeOutsideWindow(secret.secretKey),
          ),
        ),
      );
      expect(wrong.code).toBe('auth/invalid-verification-code');
      // A code from ten minutes ago has left the window: refused the same way.
      const expired = await rejection(
        resolver.resolveSignIn(
          TotpMultiFactorGenerator.assertionForSignIn(hint!.uid, expiredCode(secret.secretKey)),
        ),
      );
      expect(expired.code).toBe('auth/invalid-verification-code');
      expect(auth.currentUser).toBeNull();

      const result = await resolver.resolveSignIn(
        TotpMultiFactorGenerator.assertionForSignIn(hint!.uid, currentCode(secret)),
      );
      expect(result.user.uid).toBe(user.uid);
      const token = await result.user.getIdTokenResult();
      expect(token.signInSecondFactor).toBe('totp');
      expect(token.signInProvider).toBe('password');
      // The second factor survives a token refresh.
      expect((await result.user.getIdTokenResult(true)).signInSecondFactor).toBe('totp');
    });

    test('Google sign-in of an enrolled member asks for the code too', async () => {
      const { auth, email, user } = await verifiedMember('totp-google');
      const identity = { sub: googleSub(), email, email_verified: true };
      await linkWithCredential(user, googleCredential(identity));
      const secret = await enrol(user);
      await signOut(auth);
      const required = (await rejection(
        signInWithCredential(auth, googleCredential(identity)),
      )) as MultiFactorError;
      expect(required.code).toBe('auth/multi-factor-auth-required');
      const resolver = getMultiFactorResolver(auth, required);
      const result = await resolver.resolveSignIn(
        TotpMultiFactorGenerator.assertionForSignIn(resolver.hints[0]!.uid, currentCode(secret)),
      );
      expect(result.user.uid).toBe(user.uid);
      expect((await result.user.getIdTokenResult()).signInProvider).toBe('google.com');
    });

    test('an unverified address cannot enrol; an enrolled member withdraws the factor', async () => {
      const auth = harness.browser();
      const email = harness.uniqueEmail('unverified');
      const { user } = await createUserWithEmailAndPassword(auth, email, harness.password);
      const unverified = await rejection(
        multiFactor(user)
          .getSession()
          .then((session) => TotpMultiFactorGenerator.generateSecret(session)),
      );
      expect(unverified.code).toBe('auth/unverified-email');

      const member = await verifiedMember('withdraw');
      await enrol(member.user);
      const [factor] = multiFactor(member.user).enrolledFactors;
      await multiFactor(member.user).unenroll(factor!);
      expect(multiFactor(member.user).enrolledFactors).toEqual([]);
      await signOut(member.auth);
      const again = await signInWithEmailAndPassword(member.auth, member.email, harness.password);
      expect(again.user.uid).toBe(member.user.uid);
    });
  });
}
