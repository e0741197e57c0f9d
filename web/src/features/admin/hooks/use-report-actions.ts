import { useState } from 'react';
import { ADMIN_ERRORS, contentDeletedToast, reportUpdatedToast } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { deleteReportedContent, updateReportStatus, type AdminReportRow } from '../api/reports';
import { failureToast } from '../admin-texts';

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

  return { busy, setStatus, deleteContent };
}
