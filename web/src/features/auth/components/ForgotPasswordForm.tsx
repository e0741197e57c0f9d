import { useState, type FormEvent } from 'react';
import { SIGN_UP_EMAIL_REQUIRED_MESSAGE } from '@salon/domain';
import { authErrorMessage } from '../api/auth-errors';
import { requestPasswordReset } from '../api/password-reset';
import { PASSWORD_RESET_TEXTS } from '../email-action-texts';
import { FormError, FormField, SubmitButton } from './FormParts';
import { useFirebaseServices } from '../../../lib/firebase-services';

/**
 * "Forgot password?": the e-mail of the account, then one answer whatever the address, so nobody
 * learns from it who is a member. The e-mail's link opens /auth/action when the project's custom
 * action URL points there (docs/accounts.md), else Firebase's own page.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { auth } = useFirebaseServices();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '') {
      setError(SIGN_UP_EMAIL_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(auth, email, `${window.location.origin}/`);
      setSentTo(email.trim());
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="auth-form"
      aria-labelledby="forgot-password-title"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h1 id="forgot-password-title" className="auth-form__title">
        {PASSWORD_RESET_TEXTS.requestTitle}
      </h1>
      {sentTo !== null ? (
        <p role="status">{PASSWORD_RESET_TEXTS.sent(sentTo)}</p>
      ) : (
        <>
          <p className="auth-form__subtitle">{PASSWORD_RESET_TEXTS.requestIntro}</p>
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(value) => {
              setEmail(value);
              setError(null);
            }}
          />
          <FormError message={error} />
          <SubmitButton
            busy={busy}
            label={PASSWORD_RESET_TEXTS.sendLink}
            busyLabel={PASSWORD_RESET_TEXTS.sending}
          />
        </>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        {PASSWORD_RESET_TEXTS.backToSignIn}
      </button>
    </form>
  );
}
