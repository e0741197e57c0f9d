import { useState } from 'react';
import { BLOCK_MESSAGES, BLOCK_TOASTS } from '@salon/domain';
import { useBlocking } from '../../hooks/use-blocking';
import { toast, toastFailure } from '../toast/use-toast';

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
      toastFailure(error, (refusal) => ({
        title: 'Error',
        description: refusal.kind === 'rejected' ? refusal.message : failure,
      }));
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
