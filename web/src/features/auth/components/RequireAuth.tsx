import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { useSession } from '../../../lib/session/session-context';

/**
 * Protected routes (spec 2 §2): a spinner while auth loads; visitors get the sign-in screen at
 * /auth, which brings them back here afterwards.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signedOut') {
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
