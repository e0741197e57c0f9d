import { useState } from 'react';
import { toast } from '../../../components/toast/use-toast';
import { useSession } from '../../../lib/session/session-context';
import { resendVerificationEmail } from '../api/email-verification';
import { EMAIL_VERIFICATION_TEXTS } from '../email-action-texts';
import { useFirebaseServices } from '../../../lib/firebase-services';

/**
 * A quiet reminder under the top bar for a member whose e-mail address is not verified yet,
 * with "Resend verification e-mail". It goes once the link is opened (docs/accounts.md).
 */
export function VerifyEmailBanner() {
  const session = useSession();
  const { auth } = useFirebaseServices();
  const [sending, setSending] = useState(false);
  if (session.status !== 'signedIn' || session.user.emailVerified) return null;

  async function resend() {
    setSending(true);
    try {
      await resendVerificationEmail(auth);
      toast(EMAIL_VERIFICATION_TEXTS.sentToast);
    } catch (error) {
      // Auth's messages (with two-step verification's) load only for a failure: every page
      // shows this banner, so its module is in every first visit.
      const { authErrorMessage } = await import('../api/auth-errors');
      toast({ title: 'Error', description: authErrorMessage(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <aside className="verify-email-banner" aria-label={EMAIL_VERIFICATION_TEXTS.region}>
      <p>{EMAIL_VERIFICATION_TEXTS.reminder(session.user.email ?? '')}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={sending}
        onClick={() => void resend()}
      >
        {EMAIL_VERIFICATION_TEXTS.resend}
      </button>
    </aside>
  );
}
