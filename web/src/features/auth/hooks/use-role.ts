import { roleFlags, type Role, type RoleFlags } from '@salon/domain';
import { useSession } from '../../../lib/session/session-context';

/** The signed-in user's role (from the ID token's `role` claim) and its flags; visitors are `user`. */
export function useRole(): RoleFlags & { role: Role } {
  const session = useSession();
  const role: Role = session.status === 'signedIn' ? session.role : 'user';
  return { role, ...roleFlags(role) };
}
