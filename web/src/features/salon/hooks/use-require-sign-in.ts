import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SHELL_TOASTS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useSession } from '../../auth/session/session-context';

/**
 * Guards an action that needs an account (forum spec §6): for a visitor it toasts "Sign In
 * Required", goes to /auth (which brings them back here) and answers false.
 */
export function useRequireSignIn(): () => boolean {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (session.status === 'signedIn') return true;
    toast(SHELL_TOASTS.signInRequired);
    void navigate('/auth', { state: { from: location.pathname + location.search } });
    return false;
  }, [session.status, navigate, location.pathname, location.search]);
}
