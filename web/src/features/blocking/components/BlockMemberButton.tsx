import { useState } from 'react';
import { BLOCK_LABELS } from '@salon/domain';
import { LazyBlockDialog } from '../../../components/block/lazy-block-dialog';
import { useBlockActions } from '../../../components/block/use-block-actions';
import { OnceOpened } from '../../../components/ui/OnceOpened';
import { useBlocking } from '../../../hooks/use-blocking';
import '../blocking.css';

/**
 * Block (after a confirmation) or Unblock, on another member's page. It follows the live list of
 * blocks, so a block made from a post's menu or another tab shows here too; it waits for that list
 * before offering anything.
 */
export function BlockMemberButton({ memberId }: { memberId: string }) {
  const blocking = useBlocking();
  const actions = useBlockActions();
  const [confirming, setConfirming] = useState(false);
  if (!blocking.ready) return null;
  if (blocking.blocked.has(memberId)) {
    return (
      <div className="block-member">
        <button
          type="button"
          className="button button--ghost"
          disabled={actions.busy}
          onClick={() => void actions.unblock(memberId)}
        >
          {BLOCK_LABELS.unblock}
        </button>
      </div>
    );
  }
  return (
    <div className="block-member">
      <button
        type="button"
        className="button button--ghost"
        disabled={actions.busy}
        onClick={() => setConfirming(true)}
      >
        {BLOCK_LABELS.block}
      </button>
      <OnceOpened open={confirming}>
        <LazyBlockDialog
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => actions.block(memberId)}
        />
      </OnceOpened>
    </div>
  );
}
