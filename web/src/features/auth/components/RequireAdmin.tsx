import { Navigate, Outlet } from 'react-router';
import { useRole } from '../hooks/use-role';

/** /admin is for admins only (spec 2 §2); everyone else goes to /. Use inside RequireAuth. */
export function RequireAdmin() {
  const { isAdmin } = useRole();
  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}
