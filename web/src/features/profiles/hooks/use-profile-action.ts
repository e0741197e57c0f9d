import { useState } from 'react';
import { toast } from '../../../components/toast/use-toast';
import { isInputRefusal, toAppError } from '../../../lib/app-error';

/**
 * Runs one change of a profile section: while it runs `busy` is true; success toasts
 * `successTitle`; refused input shows the spec's toast (or the form's message as `message`);
 * any other failure toasts "Failed to {action}. Please try again." Resolves to whether it worked.
 */
export function useProfileAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function run(
    change: () => Promise<unknown>,
    outcome: { success: { title: string; description?: string }; failure: string },
  ): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      await change();
      toast(outcome.success);
      return true;
    } catch (error) {
      const refusal = toAppError(error).toast;
      if (isInputRefusal(error)) {
        if (error.toast) toast({ ...error.toast, variant: 'destructive' });
        else setMessage(error.message);
      } else if (refusal) {
        // The server's own reason, e.g. "Slow Down" when the member edits too often.
        toast({ ...refusal, variant: 'destructive' });
      } else {
        console.error(outcome.failure, error);
        toast({ title: 'Error', description: outcome.failure, variant: 'destructive' });
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, run, clearMessage: () => setMessage(null) };
}
