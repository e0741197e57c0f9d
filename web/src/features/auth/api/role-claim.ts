import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import { parseRole, type Role } from '@salon/domain';

/** The `role` custom claim of the user's current ID token; `user` on any error (spec 1 §8). */
export async function readRoleClaim(user: User): Promise<Role> {
  try {
    const { claims } = await user.getIdTokenResult();
    return parseRole(claims['role']);
  } catch (error) {
    console.warn('Could not read the role claim; using the user role.', error);
    return 'user';
  }
}

export interface RoleOfUser {
  uid: string;
  role: Role;
}

/**
 * Calls back with the signed-in user's role on sign-in and on every ID token change (including
 * the forced refresh when the tab becomes visible), and with null when signed out.
 */
export function subscribeToRoleClaim(
  auth: Auth,
  onRole: (role: RoleOfUser | null) => void,
): () => void {
  let latest = 0;
  return onIdTokenChanged(auth, (user) => {
    latest += 1;
    const request = latest;
    if (!user) {
      onRole(null);
      return;
    }
    void readRoleClaim(user).then((role) => {
      // A slower answer for an older token must not overwrite a newer one.
      if (request === latest) onRole({ uid: user.uid, role });
    });
  });
}
