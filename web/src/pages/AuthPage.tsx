import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/Spinner';
import { AuthScreen } from '../features/auth/components/AuthScreen';
import { redirectTargetFrom } from '../features/auth/redirect-target';
import { useSession } from '../lib/session/session-context';

/**
 * /auth. A signed-in user goes back where they came from, or to /. While a sign-in or sign-up
 * is running the form stays put: sign-up signs the user in before the username is claimed,
 * and a failed claim must still show its message here.
 */
export function AuthPage() {
  const session = useSession();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);

  if (!submitting) {
    if (session.status === 'loading') return <Spinner />;
    if (session.status === 'signedIn') {
      return <Navigate to={redirectTargetFrom(location.state)} replace />;
    }
  }
  return <AuthScreen onBusyChange={setSubmitting} />;
}
