// Password sign-in through the web SDK as the suites' demo people and test staff need it: when the
// account has two-step verification (the demo admin), the second step is answered with
// the current code of its authenticator key, computed as an app would (otpauth). The demo
// people's keys come from the demo data itself (local-stack/src/demo-people.ts), never copied.
import { FirebaseError } from 'firebase/app';
import {
  TotpMultiFactorGenerator,
  getMultiFactorResolver,
  signInWithEmailAndPassword,
  type Auth,
  type MultiFactorError,
  type UserCredential,
} from 'firebase/auth';
import { TOTP } from 'otpauth';
import { DEMO_PEOPLE } from '@salon/local-stack/demo-people';

/** The code an authenticator app shows now for `secret` (base32). */
export const currentTotpCode = (secret: string) => new TOTP({ secret }).generate();

/** The authenticator key of the demo person with this address, if they have one. */
export const demoTotpSecretOf = (email: string) =>
  DEMO_PEOPLE.find((person) => person.email === email)?.totpSecret;

export async function signInWithPassword(
  auth: Auth,
  email: string,
  password: string,
  totpSecret = demoTotpSecretOf(email),
): Promise<UserCredential> {
  try {
    return await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    if (
      !(error instanceof FirebaseError) ||
      error.code !== 'auth/multi-factor-auth-required' ||
      !totpSecret
    ) {
      throw error;
    }
    const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
    const factor = resolver.hints.find(
      (hint) => hint.factorId === TotpMultiFactorGenerator.FACTOR_ID,
    );
    if (!factor) throw error;
    return resolver.resolveSignIn(
      TotpMultiFactorGenerator.assertionForSignIn(factor.uid, currentTotpCode(totpSecret)),
    );
  }
}
