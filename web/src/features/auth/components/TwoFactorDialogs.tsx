// The two-step verification dialogs of the own profile (TwoFactorSection): their code, the QR
// code's and the dialog library's load when the member first opens one.
import { useState, type FormEvent } from 'react';
import type { TotpSecret, User } from 'firebase/auth';
import { QRCodeSVG } from 'qrcode.react';
import { DialogActions, SalonDialog } from '../../../components/ui/SalonDialog';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { authErrorMessage, isQuietAuthError } from '../api/auth-errors';
import { hasPassword } from '../api/providers';
import { finishEnrolment, reauthenticate, startEnrolment, turnOff } from '../api/two-factor';
import { TWO_FACTOR_TEXTS as TEXTS } from '../two-factor-texts';
import { CodeField } from './CodeField';
import { FormError, ReauthenticationFields } from './FormParts';

/** Setting two-step verification up: the member proves it is them, scans, enters a code. */
export function SetUpDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { auth } = useFirebaseServices();
  const withPassword = hasPassword(user);
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(step: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      if (!isQuietAuthError(failure)) setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const confirm = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    void run(async () => {
      await reauthenticate(auth, user, withPassword ? { password } : {});
      setSecret(await startEnrolment(user));
    });
  };

  const turnOn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!secret) return;
    void run(async () => {
      await finishEnrolment(user, secret, code);
      toast(TEXTS.turnedOn);
      onClose();
    });
  };

  if (!secret) {
    return (
      <SalonDialog
        open
        onOpenChange={(next) => !next && !busy && onClose()}
        title={TEXTS.confirmTitle}
        description={withPassword ? TEXTS.confirmWithPassword : TEXTS.confirmWithGoogle}
      >
        <form onSubmit={confirm}>
          <ReauthenticationFields
            password={
              withPassword
                ? { label: TEXTS.passwordLabel, value: password, onChange: setPassword }
                : null
            }
            error={error}
            clearError={() => setError(null)}
          />
          <DialogActions
            actionLabel={withPassword ? TEXTS.continue : TEXTS.confirmGoogleButton}
            busy={busy}
          />
        </form>
      </SalonDialog>
    );
  }

  const uri = secret.generateQrCodeUrl(user.email ?? user.uid, TEXTS.issuer);
  return (
    <SalonDialog
      open
      onOpenChange={(next) => !next && !busy && onClose()}
      title={TEXTS.scanTitle}
      description={TEXTS.scanIntro}
    >
      <form onSubmit={turnOn}>
        <div className="two-factor__qr">
          <QRCodeSVG value={uri} size={176} role="img" aria-label={TEXTS.qrLabel} />
        </div>
        <p>
          {TEXTS.keyLabel}: <code className="two-factor__key">{secret.secretKey}</code>
        </p>
        <CodeField label={TEXTS.codeLabel} value={code} onChange={setCode} />
        <FormError message={error} />
        <DialogActions actionLabel={TEXTS.turnOn} busy={busy} />
      </form>
    </SalonDialog>
  );
}

/** Turning two-step verification off, with the password (if any) and a code. */
export function TurnOffDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { auth } = useFirebaseServices();
  const withPassword = hasPassword(user);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await reauthenticate(auth, user, withPassword ? { password, code } : { code });
      await turnOff(user);
      toast(TEXTS.turnedOff);
      onClose();
    } catch (failure) {
      setBusy(false);
      if (!isQuietAuthError(failure)) setError(authErrorMessage(failure));
    }
  }

  return (
    <SalonDialog
      alert
      open
      onOpenChange={(next) => !next && !busy && onClose()}
      title={TEXTS.offTitle}
      description={withPassword ? TEXTS.offDescription : TEXTS.offGoogleDescription}
    >
      <form onSubmit={(event) => void handleSubmit(event)}>
        <ReauthenticationFields
          password={
            withPassword
              ? { label: TEXTS.passwordLabel, value: password, onChange: setPassword }
              : null
          }
          code={{ label: TEXTS.codeLabel, value: code, onChange: setCode }}
          error={error}
          clearError={() => setError(null)}
        />
        <DialogActions actionLabel={TEXTS.turnOffConfirm} busy={busy} danger />
      </form>
    </SalonDialog>
  );
}
