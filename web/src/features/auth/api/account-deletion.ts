// Deleting one's own account: the password again (Firebase reauthentication, which renews the ID
// token's auth_time that deleteAccount checks; with two-step verification on, a code too; a member
// without a password confirms with Google), then the function that removes the member's data and
// sign-in, then signing out here.
import type { Auth } from 'firebase/auth';
import { callFunction } from '../../../lib/call-function';
import { AppError } from '../../../lib/app-error';
import type { FunctionsLoader } from '../../../lib/firebase-services';
import { signOutOfFirebase } from './sign-out';
import { reauthenticate } from './two-factor';

/** Rejects with the Auth error (wrong password) or the function's AppError; changes nothing then. */
export async function deleteOwnAccount(
  services: { readonly auth: Auth; readonly functions: FunctionsLoader },
  proof: { password?: string; code?: string },
): Promise<void> {
  const user = services.auth.currentUser;
  if (!user) throw new AppError('noSession', 'No active session');
  await reauthenticate(services.auth, user, proof);
  await callFunction(services, 'deleteAccount', {});
  await signOutOfFirebase(services.auth);
}
