import { useEffect, useRef } from 'react';
import { applyActionCode } from 'firebase/auth';
import { Navigate, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { toast } from '../../../components/toast/use-toast';
import { refreshIdToken } from '../api/refresh-token';
import { PASSWORD_RESET_TEXTS } from '../email-action-texts';
import { useFirebaseServices } from '../../../lib/firebase-services';

/**
 * The verification e-mail's link: applies the code, then returns to the site root (spec 1:
 * the verification link's redirect is the site root), saying whether it worked.
 */
export function VerifyEmailAction({ code }: { code: string }) {
  const { auth } = useFirebaseServices();
  const navigate = useNavigate();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    applyActionCode(auth, code)
      .then(async () => {
        // A fresh token carries email_verified, and the session (and its banner) follows it.
        await auth.currentUser?.reload();
        await refreshIdToken(auth);
        toast(PASSWORD_RESET_TEXTS.verifiedToast);
      })
      .catch(() => toast({ ...PASSWORD_RESET_TEXTS.verifyFailedToast, variant: 'destructive' }))
      .finally(() => void navigate('/', { replace: true }));
  }, [auth, code, navigate]);
  return code ? <Spinner /> : <Navigate to="/" replace />;
}
