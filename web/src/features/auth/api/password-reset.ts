// A forgotten password: Firebase Auth's own reset e-mail, whose link opens our /auth/action page
// (the project's custom e-mail action URL, docs/accounts.md), which checks the code, sets the new
// password and signs the member in with it.
import {
  confirmPasswordReset,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';

function codeOf(error: unknown): string | null {
  return typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
    ? error.code
    : null;
}

/**
 * Sends the reset e-mail, with `continueUrl` (the site) for after the reset. An address with no
 * account is answered like one with an account, so the form reveals no members.
 */
export async function requestPasswordReset(
  auth: Auth,
  email: string,
  continueUrl: string,
): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim(), { url: continueUrl });
  } catch (error) {
    if (codeOf(error) !== 'auth/user-not-found') throw error;
  }
}

/** The e-mail address a reset code is for; rejects when the code is expired, used or unknown. */
export function emailOfResetCode(auth: Auth, code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

/** Sets the new password with the code, then signs the member in with it. */
export async function resetPasswordAndSignIn(
  auth: Auth,
  { code, email, newPassword }: { code: string; email: string; newPassword: string },
): Promise<void> {
  await confirmPasswordReset(auth, code, newPassword);
  await signInWithEmailAndPassword(auth, email, newPassword);
}
