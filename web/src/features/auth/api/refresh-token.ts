import type { Auth } from 'firebase/auth';

/**
 * Forces a new ID token so changed custom claims (a new role) reach the client; onIdTokenChanged
 * listeners then see the new claims. Failures are logged only: the SDK keeps the old token
 * and refreshes it itself near expiry.
 */
export async function refreshIdToken(auth: Auth): Promise<void> {
  try {
    await auth.currentUser?.getIdToken(true);
  } catch (error) {
    console.warn('Could not refresh the ID token.', error);
  }
}
