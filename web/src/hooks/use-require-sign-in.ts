import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SHELL_TOASTS } from '@salon/domain';
import { toast } from '../components/toast/use-toast';
import { useSession } from '../lib/session/session-context';

/**
 * Guards an action that needs an account (forum spec §6): for a visitor it toasts "Sign In
 * Required", goes to /auth (which brings them back here) and answers false. While the session
 * is still loading it only answers false: a member is not a visitor yet, and must not be sent
 * to sign in again.
 */
export function useRequireSignIn(): () => boolean {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (session.status === 'signedIn') return true;
    if (session.status === 'loading') return false;
    toast(SHELL_TOASTS.signInRequired);
    void navigate('/auth', { state: { from: location.pathname + location.search } });
    return false;
  }, [session.status, navigate, location.pathname, location.search]);
}
