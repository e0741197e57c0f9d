import { useState } from 'react';
import { toast, toastFailure } from '../../../components/toast/use-toast';

/**
 * Runs one friend or follow change: `busy` meanwhile; its success toast, or the spec's failure
 * toast (the server's own, e.g. "Slow Down", when it sent one). The buttons follow the live
 * relation, not the call, so nothing is undone by hand on failure. Resolves to whether it worked.
 * `refused` is what a refusal by the rules reads, where one says more than the failure: a request
 * or follow that a block stops reads the same whoever blocked whom.
 */
export function useSocialAction() {
  const [busy, setBusy] = useState(false);
  async function run(
    change: () => Promise<void>,
    outcome: { success: string; failure: string; refused?: string },
  ): Promise<boolean> {
    setBusy(true);
    try {
      await change();
      toast({ title: outcome.success });
      return true;
    } catch (error) {
      console.error(outcome.failure, error);
      toastFailure(error, (failure) => ({
        title: 'Error',
        description:
          failure.kind === 'permissionDenied' && outcome.refused
            ? outcome.refused
            : outcome.failure,
      }));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
