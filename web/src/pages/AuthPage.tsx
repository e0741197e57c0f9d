import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SIGN_UP_SUCCESS_TOAST } from '@salon/domain';
import { Spinner } from '../components/ui/Spinner';
import { toast } from '../components/toast/use-toast';
import {
  AuthScreen,
  ChooseUsernameForm,
  redirectTargetFrom,
  useUsernameNeeded,
} from '../features/auth';
import { useSession } from '../lib/session/session-context';

/**
 * /auth. A signed-in user goes back where they came from, or to /. While a sign-in or sign-up
 * is running the form stays put: sign-up signs the user in before the username is claimed,
 * and a failed claim must still show its message here. A newcomer through Google is signed in
 * before having a username: they choose one here first.
 */
export function AuthPage() {
  const session = useSession();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const usernameNeeded = useUsernameNeeded();
  const [claimed, setClaimed] = useState(false);

  if (!submitting) {
    if (session.status === 'loading') return <Spinner />;
    if (session.status === 'signedIn') {
      if (usernameNeeded === 'checking') return <Spinner />;
      if (usernameNeeded === 'needed' && !claimed) {
        return (
          <main className="auth-screen">
            <div className="card auth-card">
              <ChooseUsernameForm
                uid={session.user.uid}
                onDone={() => {
                  toast({ title: SIGN_UP_SUCCESS_TOAST.title });
                  setClaimed(true);
                }}
              />
            </div>
          </main>
        );
      }
      return <Navigate to={redirectTargetFrom(location.state)} replace />;
    }
  }
  return <AuthScreen onBusyChange={setSubmitting} />;
}
