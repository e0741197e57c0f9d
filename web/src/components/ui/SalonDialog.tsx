import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

/**
 * The frame of the Salon's dialogs: overlay, a labelled and described panel (Radix traps focus
 * and closes on Escape). `alert` makes it an alertdialog, for confirmations.
 */
export function SalonDialog({
  title,
  description,
  open,
  onOpenChange,
  alert = false,
  children,
}: {
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role={alert ? 'alertdialog' : 'dialog'}>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * "Cancel" (closes the dialog) and the dialog's action, which stays disabled while `disabled`
 * or busy. Without `onAction` the action submits the surrounding form.
 */
export function DialogActions({
  actionLabel,
  disabled = false,
  busy,
  danger = false,
  onAction,
}: {
  actionLabel: string;
  disabled?: boolean;
  busy: boolean;
  danger?: boolean;
  onAction?: () => void;
}) {
  return (
    <div className="dialog__actions">
      <Dialog.Close asChild>
        <button type="button" className="button button--ghost">
          Cancel
        </button>
      </Dialog.Close>
      <button
        type={onAction ? 'button' : 'submit'}
        className={`button ${danger ? 'button--danger' : 'button--primary'}`}
        disabled={busy || disabled}
        aria-busy={busy}
        onClick={onAction}
      >
        {actionLabel}
      </button>
    </div>
  );
}
