// The own profile's account deletion dialog (DeleteAccountSection): its code and the dialog
// library's load when the member first opens it.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETION_CONSEQUENCES, ACCOUNT_DELETION_TEXTS as TEXTS } from '@salon/domain';
import { DialogActions, SalonDialog } from '../../../components/ui/SalonDialog';
import { toast } from '../../../components/toast/use-toast';
import { AppError } from '../../../lib/app-error';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { deleteOwnAccount } from '../api/account-deletion';
import { authErrorMessage } from '../api/auth-errors';
import { hasPassword } from '../api/providers';
import { totpFactor } from '../api/two-factor';
import { TWO_FACTOR_TEXTS } from '../two-factor-texts';
import { ReauthenticationFields } from './FormParts';

/** What deleting removes and keeps, then the password (and a code with two-step verification). */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const services = useFirebaseServices();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const user = services.auth.currentUser;
  const withPassword = user === null || hasPassword(user);
  const withCode = user !== null && totpFactor(user) !== undefined;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (withPassword && password === '') {
      setError(TEXTS.passwordRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteOwnAccount(services, {
        ...(withPassword && { password }),
        ...(withCode && { code }),
      });
      toast(TEXTS.deletedToast);
      void navigate('/', { replace: true });
    } catch (failure) {
      setBusy(false);
      // A wrong password is the member's to fix here; the function's refusal is told as a toast.
      if (failure instanceof AppError) {
        toast({ ...TEXTS.failedToast(failure.message), variant: 'destructive' });
        onClose();
      } else {
        setError(authErrorMessage(failure));
      }
    }
  }

  return (
    <SalonDialog
      alert
      open
      onOpenChange={(next) => !next && !busy && onClose()}
      title={TEXTS.dialogTitle}
      description={TEXTS.dialogDescription}
    >
      <form onSubmit={(event) => void handleSubmit(event)}>
        <ul>
          {ACCOUNT_DELETION_CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {withPassword ? null : <p>{TWO_FACTOR_TEXTS.confirmWithGoogle}</p>}
        <ReauthenticationFields
          password={
            withPassword
              ? { label: TEXTS.passwordLabel, value: password, onChange: setPassword }
              : null
          }
          code={
            withCode ? { label: TWO_FACTOR_TEXTS.codeLabel, value: code, onChange: setCode } : null
          }
          error={error}
          clearError={() => setError(null)}
        />
        <DialogActions
          actionLabel={busy ? TEXTS.deleting : TEXTS.confirmButton}
          busy={busy}
          danger
        />
      </form>
    </SalonDialog>
  );
}
