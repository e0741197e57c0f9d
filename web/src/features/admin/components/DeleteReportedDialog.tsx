import { DialogActions, SalonDialog } from '../../../components/ui/SalonDialog';
import { ADMIN_TEXTS } from '../admin-texts';

/** Deleting reported content (or removing a reported picture) asks first (ReportCard). */
export function DeleteReportedDialog({
  description,
  actionLabel,
  open,
  onOpenChange,
  busy,
  onDelete,
}: {
  description: string;
  actionLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onDelete: () => void;
}) {
  return (
    <SalonDialog
      title={ADMIN_TEXTS.deleteDialogTitle}
      description={description}
      open={open}
      onOpenChange={onOpenChange}
      alert
    >
      <DialogActions actionLabel={actionLabel} busy={busy} danger onAction={onDelete} />
    </SalonDialog>
  );
}
