import { useState } from 'react';
import { toast } from '../../../components/toast/use-toast';
import { toAppError } from '../../../lib/app-error';

/**
 * Runs one friend or follow change: `busy` meanwhile; its success toast, or the spec's failure
 * toast (the server's own, e.g. "Slow Down", when it sent one). The buttons follow the live
 * relation, not the call, so nothing is undone by hand on failure. Resolves to whether it worked.
 */
export function useSocialAction() {
  const [busy, setBusy] = useState(false);
  async function run(
    change: () => Promise<void>,
    outcome: { success: string; failure: string },
  ): Promise<boolean> {
    setBusy(true);
    try {
      await change();
      toast({ title: outcome.success });
      return true;
    } catch (error) {
      console.error(outcome.failure, error);
      const refusal = toAppError(error).toast;
      toast({
        ...(refusal ?? { title: 'Error', description: outcome.failure }),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
