import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_TOASTS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { signOutOfFirebase } from '../api/sign-out';
import { useRoleView } from '../../../lib/session/role-view-context';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** Signs out: local UI state first, then Firebase; toasts the outcome and goes home on success. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const { auth } = useFirebaseServices();
  const navigate = useNavigate();
  const { resetView } = useRoleView();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    resetView();
    try {
      await signOutOfFirebase(auth);
      toast(SHELL_TOASTS.signedOut);
      void navigate('/');
    } catch (error) {
      console.error('Sign-out failed', error);
      toast({ ...SHELL_TOASTS.signOutFailed, variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  }, [auth, navigate, resetView]);

  return { signOut, signingOut };
}
