import { sendEmailVerification, type Auth } from 'firebase/auth';
import { AppError } from '../../../lib/app-error';

/**
 * Sends the verification e-mail again; its link returns to the site root (spec 1: the
 * verification link's redirect is the site root), through /auth/action when the project's
 * custom action URL is set.
 */
export async function resendVerificationEmail(auth: Auth): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new AppError('noSession', 'Nobody is signed in.');
  await sendEmailVerification(user, { url: `${window.location.origin}/` });
}
