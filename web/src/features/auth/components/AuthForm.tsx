import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { MultiFactorResolver } from 'firebase/auth';
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
import { useFirebaseServices } from '../../../lib/firebase-services';
import { authErrorMessage, isQuietAuthError } from '../api/auth-errors';
import {
  continueWithGoogle,
  finishGoogleRedirect,
  linkGoogleCredential,
  pendingGoogleLink,
  prepareGoogleSignIn,
  type PendingGoogleLink,
} from '../api/google-sign-in';
import { PASSWORD_RESET_TEXTS } from '../email-action-texts';
import { secondStepOf } from '../api/two-factor';
import { useAuthActions } from '../hooks/use-auth-actions';
import { TwoFactorSignInForm } from './TwoFactorSignInForm';
import { GOOGLE_TEXTS } from '../sign-in-method-texts';
import { TermsCheckbox } from './TermsCheckbox';
import { UsernameField } from './UsernameField';
import { FormError, FormField, SubmitButton } from './FormParts';

type Mode = 'signIn' | 'signUp';

/** Invented (spec is silent): the account exists but the verification e-mail did not go out. */
const VERIFICATION_NOT_SENT_MESSAGE =
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
  const { auth } = useFirebaseServices();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [touched, setTouched] = useState({ email: false, password: false, username: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Google refused for an address with a password account: linked after the password sign-in. */
  const [pendingLink, setPendingLink] = useState<PendingGoogleLink | null>(null);
  /** The first step passed for a member with two-step verification: the code comes next. */
  const [secondStep, setSecondStep] = useState<MultiFactorResolver | null>(null);

  const googleRefused = useCallback(
    (failure: unknown) => {
      const resolver = secondStepOf(auth, failure);
      if (resolver) {
        setSecondStep(resolver);
        return;
      }
      const link = pendingGoogleLink(failure);
      if (link) {
        setPendingLink(link);
        setMode('signIn');
        setEmail(link.email);
        setError(null);
        return;
      }
      if (!isQuietAuthError(failure)) setError(authErrorMessage(failure));
    },
    [auth],
  );

  // The frame Google's sign-in needs loads ahead of the click; a redirect sign-in's refusal (an
  // address with a password account) is read once back here.
  useEffect(() => {
    prepareGoogleSignIn(auth).catch(() => undefined);
    finishGoogleRedirect(auth).catch(googleRefused);
  }, [auth, googleRefused]);

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
        if (pendingLink && auth.currentUser) await linkPendingGoogle(pendingLink);
      }
    } catch (failure) {
      const resolver = secondStepOf(auth, failure);
      if (resolver) setSecondStep(resolver);
      else setError(authErrorMessage(failure));
    } finally {
      setBusyState(false);
    }
  }

  /** After the password sign-in: the Google account refused earlier joins this one. */
  async function linkPendingGoogle(link: PendingGoogleLink) {
    setPendingLink(null);
    try {
      if (auth.currentUser) await linkGoogleCredential(auth.currentUser, link.credential);
      toast(GOOGLE_TEXTS.linked);
    } catch (failure) {
      toast(GOOGLE_TEXTS.linkFailed(authErrorMessage(failure)));
    }
  }

  async function handleGoogle() {
    if (busy) return;
    setError(null);
    setBusyState(true);
    try {
      await continueWithGoogle(auth);
    } catch (failure) {
      googleRefused(failure);
    } finally {
      // Signed in: the page now decides (a username first for a newcomer, else onwards).
      setBusyState(false);
    }
  }

  function toggleMode() {
    setMode(isSignUp ? 'signIn' : 'signUp');
    setError(null);
    setTouched({ email: false, password: false, username: false });
  }

  if (secondStep) {
    return (
      <TwoFactorSignInForm
        resolver={secondStep}
        onBusyChange={onBusyChange}
        onBack={() => {
          setSecondStep(null);
          setPassword('');
        }}
      />
    );
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

      {pendingLink && !isSignUp ? (
        <p className="auth-form__notice" role="status">
          {GOOGLE_TEXTS.accountExists(pendingLink.email)}
        </p>
      ) : null}
      <FormError message={error} />
      <SubmitButton
        busy={busy}
        label={isSignUp ? AUTH_TEXTS.signUp : AUTH_TEXTS.signIn}
        busyLabel={AUTH_TEXTS.loading}
      />

      <p className="auth-form__or">{GOOGLE_TEXTS.or}</p>
      <button
        type="button"
        className="button button--block"
        disabled={busy}
        onClick={() => void handleGoogle()}
      >
        {GOOGLE_TEXTS.continueWithGoogle}
      </button>

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
