import { useId, useState, type FormEvent } from 'react';
import {
  SUSPENSION_DURATION_LABELS,
  SUSPENSION_MESSAGES,
  SUSPENSION_REASON_MAX_LENGTH,
  suspensionDurationsFor,
  type Role,
  type SuspensionDuration,
} from '@salon/domain';
import { LabelledSelect } from '../../../components/ui/LabelledSelect';
import { DialogActions, SalonDialog } from '../../../components/ui/SalonDialog';
import { SUSPENSION_TEXTS } from '../admin-texts';

/**
 * Choosing a suspension: a duration among those the actor's role allows (moderators up to 7 days)
 * and a required reason, which the member reads in their banner. `onSuspend` resolves to whether it
 * worked; the dialog stays open on a failure.
 */
export function SuspendDialog({
  title,
  description,
  actionLabel,
  actorRole,
  open,
  onOpenChange,
  busy,
  onSuspend,
}: {
  title: string;
  description: string;
  actionLabel: string;
  actorRole: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onSuspend: (duration: SuspensionDuration, reason: string) => Promise<boolean>;
}) {
  const durations = suspensionDurationsFor(actorRole);
  const [duration, setDuration] = useState<SuspensionDuration>(durations[0] ?? '1d');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(SUSPENSION_MESSAGES.reasonRequired);
      return;
    }
    setProblem(null);
    void onSuspend(duration, reason.trim()).then((done) => {
      if (done) setReason('');
    });
  }

  return (
    <SalonDialog title={title} description={description} open={open} onOpenChange={onOpenChange}>
      <form className="admin-suspend" onSubmit={submit} noValidate>
        <LabelledSelect
          className="admin-suspend__duration"
          label={SUSPENSION_TEXTS.duration}
          value={duration}
          options={durations.map((value) => ({
            value,
            label: SUSPENSION_DURATION_LABELS[value],
          }))}
          onChange={setDuration}
        />
        <div className="admin-suspend__reason">
          <label htmlFor={reasonId}>{SUSPENSION_TEXTS.reason}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={SUSPENSION_REASON_MAX_LENGTH}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem ? (
            <p id={problemId} className="form-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <DialogActions actionLabel={actionLabel} busy={busy} danger />
      </form>
    </SalonDialog>
  );
}
