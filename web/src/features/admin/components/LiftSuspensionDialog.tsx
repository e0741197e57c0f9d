import { useId, useState, type FormEvent } from 'react';
import { SUSPENSION_REASON_MAX_LENGTH } from '@salon/domain';
import { DialogActions, SalonDialog } from '../../../components/ui/SalonDialog';
import { SUSPENSION_TEXTS } from '../admin-texts';

/** An admin ends a suspension early, with an optional reason for the log. */
export function LiftSuspensionDialog({
  member,
  onOpenChange,
  busy,
  onLift,
}: {
  member: string;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onLift: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    void onLift(reason.trim());
  }

  return (
    <SalonDialog
      title={SUSPENSION_TEXTS.liftTitle(member)}
      description={SUSPENSION_TEXTS.liftDescription}
      open
      onOpenChange={onOpenChange}
    >
      <form className="admin-suspend" onSubmit={submit}>
        <div className="admin-suspend__reason">
          <label htmlFor={reasonId}>{SUSPENSION_TEXTS.liftReason}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={SUSPENSION_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <DialogActions actionLabel={SUSPENSION_TEXTS.lift} busy={busy} />
      </form>
    </SalonDialog>
  );
}
