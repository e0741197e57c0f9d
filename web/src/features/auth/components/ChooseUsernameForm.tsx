import { useState, type FormEvent } from 'react';
import { deleteUser, signOut } from 'firebase/auth';
import {
  AUTH_TEXTS,
  SIGN_UP_FIX_USERNAME_MESSAGE,
  SIGN_UP_TERMS_MESSAGE,
  validateSignUpUsername,
} from '@salon/domain';
import { authErrorMessage } from '../api/auth-errors';
import { claimUsernameForMember } from '../api/sign-up';
import { GOOGLE_TEXTS } from '../sign-in-method-texts';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { FormError, SubmitButton } from './FormParts';
import { TermsCheckbox } from './TermsCheckbox';
import { UsernameField } from './UsernameField';

/**
 * A newcomer through Google picks a username (and agrees to the terms) before anything else,
 * with the sign-up form's rules and messages; the rules decide whether the name is free.
 * Cancelling removes the half-made account, so the same Google account can start again.
 */
export function ChooseUsernameForm({ uid, onDone }: { uid: string; onDone: () => void }) {
  const { auth, firestore } = useFirebaseServices();
  const [username, setUsername] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usernameMessage = touched ? validateSignUpUsername(username) : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem =
      validateSignUpUsername(username) !== null
        ? SIGN_UP_FIX_USERNAME_MESSAGE
        : acceptedTerms
          ? null
          : SIGN_UP_TERMS_MESSAGE;
    if (problem) {
      setTouched(true);
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await claimUsernameForMember(firestore, uid, username);
      onDone();
    } catch (failure) {
      setError(authErrorMessage(failure));
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    const user = auth.currentUser;
    try {
      if (user) await deleteUser(user);
    } catch (failure) {
      // A sign-in from earlier than a few minutes ago may not delete; leaving is what matters.
      console.warn('Could not remove the unfinished account', failure);
      await signOut(auth);
    }
  }

  return (
    <form
      className="auth-form"
      aria-labelledby="choose-username-title"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h1 id="choose-username-title" className="auth-form__title">
        {GOOGLE_TEXTS.chooseUsernameTitle}
      </h1>
      <p className="auth-form__subtitle">{GOOGLE_TEXTS.chooseUsernameIntro}</p>
      <UsernameField
        value={username}
        onChange={(next) => {
          setUsername(next);
          setTouched(true);
          setError(null);
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
      <FormError message={error} />
      <SubmitButton busy={busy} label={GOOGLE_TEXTS.continue} busyLabel={AUTH_TEXTS.loading} />
      <button type="button" className="link-button" disabled={busy} onClick={() => void cancel()}>
        {GOOGLE_TEXTS.cancel}
      </button>
    </form>
  );
}
