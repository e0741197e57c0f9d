import { Navigate, Outlet } from 'react-router';
import { useRole } from '../hooks/use-role';

/**
 * /admin is for staff: admins, and moderators for Reports Management only (docs/moderation.md);
 * everyone else goes to /. Use inside RequireAuth.
 */
export function RequireStaff() {
  const { isAdminOrModerator } = useRole();
  return isAdminOrModerator ? <Outlet /> : <Navigate to="/" replace />;
}
