import type { Viewer } from '@salon/domain';
import { useRoleView } from '../lib/session/role-view-context';
import { useSession } from '../lib/session/session-context';

/**
 * Who is looking, for the forum's permission rules; null for visitors. An admin who switched to
 * the user view is treated as a member, so the view shows what members see and can do.
 */
export function useViewer(): Viewer | null {
  const session = useSession();
  const { viewAs } = useRoleView();
  if (session.status !== 'signedIn') return null;
  const role = session.role === 'admin' && viewAs === 'user' ? 'user' : session.role;
  return { uid: session.user.uid, role };
}
