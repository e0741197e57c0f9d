import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIGN_UP_PASSWORD_REQUIRED_MESSAGE } from '@salon/domain';
import { Spinner } from '../../../components/ui/Spinner';
import { toast } from '../../../components/toast/use-toast';
import { authErrorMessage } from '../api/auth-errors';
import { emailOfResetCode, resetPasswordAndSignIn } from '../api/password-reset';
import { PASSWORD_RESET_TEXTS } from '../email-action-texts';
import { FormError, FormField, SubmitButton } from './FormParts';
import { useFirebaseServices } from '../../../lib/firebase-services';

const LINK_CODES = ['auth/expired-action-code', 'auth/invalid-action-code'];

function isDeadLink(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    LINK_CODES.includes(String(error.code))
  );
}

/**
 * The reset e-mail's link (the PASSWORD_RECOVERY state): checks the code, takes the new
 * password, then signs the member in with it and goes home. A used or expired link says so and
 * offers a new one.
 */
export function ResetPasswordForm({ code }: { code: string }) {
  const { auth } = useFirebaseServices();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null | 'dead'>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    emailOfResetCode(auth, code).then(
      (address) => current && setEmail(address),
      () => current && setEmail('dead'),
    );
    return () => {
      current = false;
    };
  }, [auth, code]);

  if (email === null) return <Spinner />;
  if (email === 'dead') return <DeadLink />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || typeof email !== 'string') return;
    if (password === '') {
      setError(SIGN_UP_PASSWORD_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resetPasswordAndSignIn(auth, { code, email, newPassword: password });
      toast(PASSWORD_RESET_TEXTS.updatedToast);
      void navigate('/', { replace: true });
    } catch (failure) {
      if (isDeadLink(failure)) setEmail('dead');
      else setError(authErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form
      className="auth-form"
      aria-labelledby="reset-password-title"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h1 id="reset-password-title" className="auth-form__title">
        {PASSWORD_RESET_TEXTS.chooseTitle}
      </h1>
      <p className="auth-form__subtitle">{email}</p>
      <FormField
        label={PASSWORD_RESET_TEXTS.newPassword}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
      />
      <FormError message={error} />
      <SubmitButton
        busy={busy}
        label={PASSWORD_RESET_TEXTS.saveNewPassword}
        busyLabel={PASSWORD_RESET_TEXTS.saving}
      />
    </form>
  );
}

function DeadLink() {
  return (
    <div className="auth-form">
      <h1 className="auth-form__title">{PASSWORD_RESET_TEXTS.chooseTitle}</h1>
      <p role="alert">{PASSWORD_RESET_TEXTS.invalidLink}</p>
      <Link className="button button--primary button--block" to="/auth">
        {PASSWORD_RESET_TEXTS.askAgain}
      </Link>
    </div>
  );
}
