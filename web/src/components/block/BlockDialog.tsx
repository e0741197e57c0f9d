import { useState } from 'react';
import { BLOCK_LABELS } from '@salon/domain';
import { DialogActions, SalonDialog } from '../ui/SalonDialog';

/**
 * Confirms blocking a member, from their page or a post's menu: what the block does, and that they
 * are not told. `onConfirm` blocks and toasts; it resolves to whether it worked, and a failure
 * keeps the dialog open to try again.
 */
export function BlockDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <SalonDialog
      title={BLOCK_LABELS.confirmTitle}
      description={BLOCK_LABELS.confirmDescription}
      open={open}
      onOpenChange={onOpenChange}
      alert
    >
      <DialogActions
        actionLabel={BLOCK_LABELS.block}
        busy={busy}
        danger
        onAction={() => {
          setBusy(true);
          void onConfirm()
            .then((blocked) => {
              if (blocked) onOpenChange(false);
            })
            .finally(() => setBusy(false));
        }}
      />
    </SalonDialog>
  );
}
