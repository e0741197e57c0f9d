import { signOut, type Auth } from 'firebase/auth';

/**
 * Signs the current user out of Firebase Auth. No session at all counts as success (spec 1 §4:
 * a "missing session" error is treated as success): there is nothing left to end.
 */
export async function signOutOfFirebase(auth: Auth): Promise<void> {
  if (!auth.currentUser) return;
  await signOut(auth);
}
