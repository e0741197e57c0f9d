import { useState, type FormEvent } from 'react';
import type { MultiFactorResolver } from 'firebase/auth';
import { AUTH_TEXTS } from '@salon/domain';
import { authErrorMessage } from '../api/auth-errors';
import { resolveWithCode } from '../api/two-factor';
import { TWO_FACTOR_TEXTS as TEXTS } from '../two-factor-texts';
import { ReauthenticationFields, SubmitButton } from './FormParts';

/**
 * The sign-in's second step for a member with two-step verification: the password (or Google)
 * was right, the app's code finishes it. A wrong or stale code can be retried; a step left too
 * long has to start over.
 */
export function TwoFactorSignInForm({
  resolver,
  onBack,
  onBusyChange,
}: {
  resolver: MultiFactorResolver;
  onBack: () => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    onBusyChange?.(true);
    setError(null);
    try {
      await resolveWithCode(resolver, code);
    } catch (failure) {
      setError(authErrorMessage(failure));
      setCode('');
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  return (
    <form
      className="auth-form"
      aria-labelledby="two-factor-title"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h1 id="two-factor-title" className="auth-form__title">
        {TEXTS.stepTitle}
      </h1>
      <p className="auth-form__subtitle">{TEXTS.stepIntro}</p>
      <ReauthenticationFields
        password={null}
        code={{ label: TEXTS.codeLabel, value: code, onChange: setCode }}
        error={error}
        clearError={() => setError(null)}
      />
      <SubmitButton busy={busy} label={TEXTS.verify} busyLabel={AUTH_TEXTS.loading} />
      <button type="button" className="link-button" disabled={busy} onClick={onBack}>
        {TEXTS.backToSignIn}
      </button>
    </form>
  );
}
