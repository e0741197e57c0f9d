// Two-step verification with TOTP through Firebase Auth's multi-factor API: enrolment (a secret
// shown as a QR code, confirmed with the first code), the sign-in's second step, and turning it
// off, each after proving who one is (Firebase refuses both changes to an old sign-in).
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  TotpMultiFactorGenerator,
  browserPopupRedirectResolver,
  getMultiFactorResolver,
  multiFactor,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type Auth,
  type MultiFactorError,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type TotpSecret,
  type User,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { inputRefused } from '../../../lib/app-error';
import { TWO_FACTOR_TEXTS } from '../two-factor-texts';
import { prepareGoogleSignIn } from './google-sign-in';

const CODE_PATTERN = /^\d{6}$/;

/** The resolver of a sign-in that needs its second step, or null for any other failure. */
export function secondStepOf(auth: Auth, error: unknown): MultiFactorResolver | null {
  if (!(error instanceof FirebaseError) || error.code !== 'auth/multi-factor-auth-required') {
    return null;
  }
  return getMultiFactorResolver(auth, error as MultiFactorError);
}

function checkedCode(code: string): string {
  const trimmed = code.replace(/\s/g, '');
  if (!CODE_PATTERN.test(trimmed)) throw inputRefused(TWO_FACTOR_TEXTS.codeFormat);
  return trimmed;
}

/** Finishes a sign-in with the app's code. */
export async function resolveWithCode(resolver: MultiFactorResolver, code: string): Promise<void> {
  const hint = resolver.hints.find(
    (factor) => factor.factorId === TotpMultiFactorGenerator.FACTOR_ID,
  );
  if (!hint) throw inputRefused(TWO_FACTOR_TEXTS.sessionExpired);
  await resolver.resolveSignIn(
    TotpMultiFactorGenerator.assertionForSignIn(hint.uid, checkedCode(code)),
  );
}

export function totpFactor(user: User): MultiFactorInfo | undefined {
  return multiFactor(user).enrolledFactors.find(
    (factor) => factor.factorId === TotpMultiFactorGenerator.FACTOR_ID,
  );
}

/**
 * Proves it is the member: the password, or Google for a member without one; with a factor on,
 * the code too (Firebase asks for the second step when re-authenticating as well).
 */
export async function reauthenticate(
  auth: Auth,
  user: User,
  proof: { password?: string; code?: string },
): Promise<void> {
  try {
    if (proof.password !== undefined) {
      await reauthenticateWithCredential(
        user,
        EmailAuthProvider.credential(user.email ?? '', proof.password),
      );
    } else {
      await prepareGoogleSignIn(auth);
      await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
    }
  } catch (error) {
    const resolver = secondStepOf(auth, error);
    if (!resolver) throw error;
    await resolveWithCode(resolver, proof.code ?? '');
  }
}

export async function startEnrolment(user: User): Promise<TotpSecret> {
  return TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
}

export async function finishEnrolment(user: User, secret: TotpSecret, code: string): Promise<void> {
  await multiFactor(user).enroll(
    TotpMultiFactorGenerator.assertionForEnrollment(secret, checkedCode(code)),
    'Authenticator app',
  );
}

export async function turnOff(user: User): Promise<void> {
  const factor = totpFactor(user);
  if (factor) await multiFactor(user).unenroll(factor);
}
