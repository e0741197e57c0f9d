import { useState } from 'react';
import { BLOCK_MESSAGES, BLOCK_TOASTS } from '@salon/domain';
import { useBlocking } from '../../hooks/use-blocking';
import { toAppError } from '../../lib/app-error';
import { toast } from '../toast/use-toast';

/**
 * Block and Unblock with their toasts: "Member blocked" / "Member unblocked", or the server's
 * own refusal (Slow Down, the most blocks), else a plain failure. Each resolves to whether it
 * worked; `busy` meanwhile.
 */
export function useBlockActions() {
  const blocking = useBlocking();
  const [busy, setBusy] = useState(false);

  async function run(
    change: () => Promise<void>,
    done: { title: string; description: string },
    failure: string,
  ): Promise<boolean> {
    setBusy(true);
    try {
      await change();
      toast(done);
      return true;
    } catch (error) {
      console.error(failure, error);
      const refusal = toAppError(error);
      toast({
        ...(refusal.toast ??
          (refusal.kind === 'rejected'
            ? { title: 'Error', description: refusal.message }
            : { title: 'Error', description: failure })),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    block: (memberId: string) =>
      run(() => blocking.block(memberId), BLOCK_TOASTS.blocked, BLOCK_MESSAGES.blockFailed),
    unblock: (memberId: string) =>
      run(() => blocking.unblock(memberId), BLOCK_TOASTS.unblocked, BLOCK_MESSAGES.unblockFailed),
  };
}
