import { Navigate, useLocation } from 'react-router';
import { useUsernameNeeded } from '../hooks/use-username-needed';

/**
 * Sends a member who joined through Google and has not chosen a username yet (they left the step)
 * back to it on /auth, then to where they were going: no page is used without a username.
 */
export function RequireUsername() {
  const location = useLocation();
  if (useUsernameNeeded() !== 'needed') return null;
  return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
}
