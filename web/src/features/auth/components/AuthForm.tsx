import { useState, type FormEvent } from 'react';
import {
  AUTH_TEXTS,
  SIGN_UP_EMAIL_REQUIRED_MESSAGE,
  SIGN_UP_PASSWORD_REQUIRED_MESSAGE,
  SIGN_UP_SUCCESS_TOAST,
  SITE_TAGLINE,
  validateSignUpForm,
  validateSignUpUsername,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { authErrorMessage } from '../api/auth-errors';
import { PASSWORD_RESET_TEXTS } from '../email-action-texts';
import { useAuthActions } from '../hooks/use-auth-actions';
import { TermsCheckbox } from './TermsCheckbox';
import { UsernameField } from './UsernameField';
import { FormError, FormField, SubmitButton } from './FormParts';

type Mode = 'signIn' | 'signUp';

/** Invented (spec is silent): the account exists but the verification e-mail did not go out. */
export const VERIFICATION_NOT_SENT_MESSAGE =
  'We could not send the verification email right now. Please try again later.';

function signInProblem(email: string, password: string): string | null {
  if (email.trim() === '') return SIGN_UP_EMAIL_REQUIRED_MESSAGE;
  if (password === '') return SIGN_UP_PASSWORD_REQUIRED_MESSAGE;
  return null;
}

/**
 * The /auth form (spec 1 §2): one screen toggling Sign In and Sign Up. Field messages show live
 * once a field has been used; the server's message shows in the red box above the button.
 * `onBusyChange` lets the page hold its signed-in redirect until the whole sign-up is done.
 */
export function AuthForm({
  onBusyChange,
  onForgotPassword,
}: {
  onBusyChange?: (busy: boolean) => void;
  /** Shows the forgotten-password form instead (sign-in mode only). */
  onForgotPassword?: () => void;
}) {
  const { signIn, signUp } = useAuthActions();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [touched, setTouched] = useState({ email: false, password: false, username: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const isSignUp = mode === 'signUp';
  const touch = (field: keyof typeof touched) =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  /** An edit answers the last message, so the red box goes until the next submit. */
  const edited = (field: keyof typeof touched) => {
    touch(field);
    setError(null);
  };

  const emailMessage = touched.email && email.trim() === '' ? SIGN_UP_EMAIL_REQUIRED_MESSAGE : null;
  const passwordMessage =
    touched.password && password === '' ? SIGN_UP_PASSWORD_REQUIRED_MESSAGE : null;
  const usernameMessage = touched.username ? validateSignUpUsername(username) : null;

  function setBusyState(next: boolean) {
    setBusy(next);
    onBusyChange?.(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = isSignUp
      ? validateSignUpForm({ email, password, username, acceptedTerms })
      : signInProblem(email, password);
    if (problem) {
      setTouched({ email: true, password: true, username: isSignUp });
      setError(problem);
      return;
    }
    setError(null);
    setBusyState(true);
    try {
      if (isSignUp) {
        const { verificationEmailSent } = await signUp({ email, password, username });
        toast(
          verificationEmailSent
            ? SIGN_UP_SUCCESS_TOAST
            : { title: SIGN_UP_SUCCESS_TOAST.title, description: VERIFICATION_NOT_SENT_MESSAGE },
        );
      } else {
        await signIn({ email, password });
      }
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusyState(false);
    }
  }

  function toggleMode() {
    setMode(isSignUp ? 'signIn' : 'signUp');
    setError(null);
    setTouched({ email: false, password: false, username: false });
  }

  return (
    <form className="auth-form" onSubmit={(event) => void handleSubmit(event)}>
      <h1 className="auth-form__title">{isSignUp ? AUTH_TEXTS.signUp : AUTH_TEXTS.signIn}</h1>
      <p className="auth-form__subtitle">{SITE_TAGLINE}</p>

      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(value) => {
          setEmail(value);
          edited('email');
        }}
        onBlur={() => touch('email')}
        message={emailMessage}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete={isSignUp ? 'new-password' : 'current-password'}
        required
        value={password}
        onChange={(value) => {
          setPassword(value);
          edited('password');
        }}
        onBlur={() => touch('password')}
        message={passwordMessage}
      />

      {isSignUp ? (
        <>
          <UsernameField
            value={username}
            onChange={(next) => {
              setUsername(next);
              edited('username');
            }}
            message={usernameMessage}
          />
          <TermsCheckbox
            checked={acceptedTerms}
            onChange={(checked) => {
              setAcceptedTerms(checked);
              setError(null);
            }}
          />
        </>
      ) : null}

      <FormError message={error} />
      <SubmitButton
        busy={busy}
        label={isSignUp ? AUTH_TEXTS.signUp : AUTH_TEXTS.signIn}
        busyLabel={AUTH_TEXTS.loading}
      />

      <button type="button" className="link-button" onClick={toggleMode}>
        {isSignUp ? AUTH_TEXTS.toSignIn : AUTH_TEXTS.toSignUp}
      </button>
      {!isSignUp && onForgotPassword ? (
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {PASSWORD_RESET_TEXTS.forgotPassword}
        </button>
      ) : null}
    </form>
  );
}
