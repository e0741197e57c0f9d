// Deleting one's own account (issue 23): the password again (Firebase reauthentication, which
// renews the ID token's auth_time that deleteAccount checks), then the function that removes
// the member's data and sign-in, then signing out here.
import { EmailAuthProvider, reauthenticateWithCredential, type Auth } from 'firebase/auth';
import { callFunction } from '../../../lib/call-function';
import { AppError } from '../../../lib/app-error';
import type { FunctionsLoader } from '../../../lib/firebase-services';
import { signOutOfFirebase } from './sign-out';

/** Rejects with the Auth error (wrong password) or the function's AppError; changes nothing then. */
export async function deleteOwnAccount(
  services: { readonly auth: Auth; readonly functions: FunctionsLoader },
  password: string,
): Promise<void> {
  const user = services.auth.currentUser;
  if (!user?.email) throw new AppError('noSession', 'No active session');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await callFunction(services, 'deleteAccount', {});
  await signOutOfFirebase(services.auth);
}
