import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { FORUM_LABELS } from '@salon/domain';

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
  const title = what === 'discussion' ? 'Delete Discussion' : 'Delete Reply';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog">
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="dialog__description">
            Are you sure you want to delete this {what}? This cannot be undone.
          </Dialog.Description>
          {adminAction ? (
            <div className="admin-note" role="note">
              <strong>{FORUM_LABELS.adminAction}</strong>
              <p>You are deleting content posted by another member.</p>
            </div>
          ) : null}
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--ghost">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              aria-busy={busy}
              onClick={() => {
                setBusy(true);
                void onConfirm().finally(() => setBusy(false));
              }}
            >
              {FORUM_LABELS.delete}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
