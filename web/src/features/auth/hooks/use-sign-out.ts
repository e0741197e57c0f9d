import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from 'reactfire';
import { toast } from '../../../components/toast/use-toast';
import { signOutOfFirebase } from '../api/sign-out';
import { useRoleView } from '../role-view/role-view-context';

export const SIGNED_OUT_MESSAGE = 'Signed out successfully';
export const SIGN_OUT_ERROR_MESSAGE = 'Error signing out';

/** Signs out: local UI state first, then Firebase; toasts the outcome and goes home on success. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const auth = useAuth();
  const navigate = useNavigate();
  const { resetView } = useRoleView();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    resetView();
    try {
      await signOutOfFirebase(auth);
      toast({ title: SIGNED_OUT_MESSAGE });
      void navigate('/');
    } catch (error) {
      console.error('Sign-out failed', error);
      toast({ title: SIGN_OUT_ERROR_MESSAGE, variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  }, [auth, navigate, resetView]);

  return { signOut, signingOut };
}
