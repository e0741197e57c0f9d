import { useId, useState, type FormEvent } from 'react';
import {
  FORUM_ERRORS,
  FORUM_TOASTS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  isPictureReportTarget,
  isReportReason,
  reportDetailsCounter,
  validateReportDraft,
  type CallableInput,
  type ReportTarget,
} from '@salon/domain';
import { toast, toastFailure } from '../toast/use-toast';
import { DialogActions, SalonDialog } from '../ui/SalonDialog';

/** How the dialog's description names what is reported. */
function targetWords(target: ReportTarget): string {
  if (isPictureReportTarget(target)) {
    return target.picture === 'avatar' ? 'profile picture' : 'banner';
  }
  return target.replyId === null ? 'discussion' : 'reply';
}

/**
 * Reporting a thread or reply (forum spec §5), or a member's picture: one of six reasons (submit
 * disabled without), optional details up to 300 characters with a remaining counter that turns
 * amber under 50. After sending it thanks the reporter, resets and closes. `send` is the feature's
 * own call of `submitReport`, so this knows no feature's data access.
 */
export function ReportDialog({
  target,
  send,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  send: (report: CallableInput<'submitReport'>) => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const detailsId = useId();
  const counterId = useId();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const counter = reportDetailsCounter(description);

  /** Closing, after sending or not, starts the next report afresh. */
  function close() {
    setReason('');
    setDescription('');
    onOpenChange(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateReportDraft({ ...target, reason, description });
    if (problem || !isReportReason(reason)) {
      toast({
        title: 'Error',
        description: problem ?? FORUM_ERRORS.reportFailed,
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await send({ ...target, reason, description: description.trim() });
      toast(FORUM_TOASTS.reportSubmitted);
      close();
    } catch (error) {
      console.error('Could not submit the report.', error);
      toastFailure(error, { title: 'Error', description: FORUM_ERRORS.reportFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SalonDialog
      title="Report Content"
      description={`Tell our moderators what is wrong with this ${targetWords(target)}.`}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
    >
      <form className="text-form" onSubmit={(event) => void handleSubmit(event)}>
        <fieldset className="report-reasons">
          <legend>Reason</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className="radio-row">
              <input
                type="radio"
                name="report-reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={detailsId}>Details (optional)</label>
          <textarea
            id={detailsId}
            rows={4}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            value={description}
            aria-describedby={counterId}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p
            id={counterId}
            className={`char-count${counter.isNearLimit ? ' char-count--warn' : ''}`}
            data-warn={counter.isNearLimit}
          >
            {counter.remaining} characters remaining
          </p>
        </div>
        <DialogActions actionLabel="Submit Report" busy={busy} disabled={!isReportReason(reason)} />
      </form>
    </SalonDialog>
  );
}
