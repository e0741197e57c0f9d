import { useState } from 'react';
import { FORUM_LABELS } from '@salon/domain';
import { DialogActions, SalonDialog } from '../ui/SalonDialog';

/**
 * Confirms deleting a thread or reply. When an admin deletes someone else's post the dialog says
 * so with the "Admin Action" note (forum spec §6). `onConfirm` does the work and its toasts.
 */
export function DeleteDialog({
  what,
  adminAction,
  open,
  onOpenChange,
  onConfirm,
}: {
  what: 'discussion' | 'reply';
  adminAction: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <SalonDialog
      title={what === 'discussion' ? 'Delete Discussion' : 'Delete Reply'}
      description={`Are you sure you want to delete this ${what}? This cannot be undone.`}
      open={open}
      onOpenChange={onOpenChange}
      alert
    >
      {adminAction ? (
        <div className="admin-note" role="note">
          <strong>{FORUM_LABELS.adminAction}</strong>
          <p>You are deleting content posted by another member.</p>
        </div>
      ) : null}
      <DialogActions
        actionLabel={FORUM_LABELS.delete}
        busy={busy}
        danger
        onAction={() => {
          setBusy(true);
          void onConfirm().finally(() => setBusy(false));
        }}
      />
    </SalonDialog>
  );
}
