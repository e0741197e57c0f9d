import { useState } from 'react';
import {
  ADMIN_ERRORS,
  SUSPENSION_ERRORS,
  contentDeletedToast,
  memberSuspendedToast,
  reportUpdatedToast,
  type SuspensionDuration,
  type ToastMessage,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { deleteReportedContent, updateReportStatus, type AdminReportRow } from '../api/reports';
import { suspendMember } from '../api/suspensions';
import { SUSPENSION_TEXTS, failureToast } from '../admin-texts';

/**
 * What staff do with a report, through the callables, with the spec's toasts. The list itself
 * is live, so it changes once the server has (a dismissed or resolved report leaves it).
 * `busy` is the report whose action is under way: its buttons wait.
 */
export function useReportActions() {
  const services = useFirebaseServices();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (report: AdminReportRow, action: () => Promise<void>, failure: string) => {
    setBusy(report.id);
    try {
      await action();
      return true;
    } catch (error) {
      console.error('Could not handle the report.', error);
      toast(failureToast(failure, error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const setStatus = (report: AdminReportRow, status: 'pending' | 'reviewed' | 'dismissed') =>
    run(
      report,
      async () => {
        await updateReportStatus(services, report.id, status);
        toast(reportUpdatedToast(status));
      },
      ADMIN_ERRORS.updateReportStatus,
    );

  const deleteContent = (report: AdminReportRow) =>
    run(
      report,
      async () => {
        await deleteReportedContent(services, report.id);
        toast(contentDeletedToast(report.contentType));
      },
      ADMIN_ERRORS.deleteReportedContent,
    );

  /**
   * "Delete content and suspend author": the author is suspended first, while the content still
   * names them to the server, then the content is deleted; one toast says both (one toast shows at
   * a time). A failed deletion leaves the suspension and the report open, to delete again; its
   * toast is the spec's deletion failure.
   */
  const deleteAndSuspend = async (
    report: AdminReportRow,
    duration: SuspensionDuration,
    reason: string,
  ) => {
    let suspension: ToastMessage | null = null;
    const suspended = await run(
      report,
      async () => {
        const { suspendedUntil } = await suspendMember(services, {
          reportId: report.id,
          duration,
          reason,
        });
        const until = suspendedUntil === null ? null : new Date(suspendedUntil);
        suspension = memberSuspendedToast(SUSPENSION_TEXTS.theAuthor, until);
      },
      SUSPENSION_ERRORS.suspend,
    );
    if (!suspended || suspension === null) return false;
    const { description } = suspension;
    return run(
      report,
      async () => {
        await deleteReportedContent(services, report.id);
        const deleted = contentDeletedToast(report.contentType);
        toast({ title: deleted.title, description: `${deleted.description} ${description}` });
      },
      ADMIN_ERRORS.deleteReportedContent,
    );
  };

  return { busy, setStatus, deleteContent, deleteAndSuspend };
}
