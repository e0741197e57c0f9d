// Staff move a report between pending and reviewed, or dismiss it (the spec's transitions,
// canChangeReportStatus). One transaction reads the report, checks the move against its current
// state and writes it with the reviewer, the time and, on dismissal, the reporter's notification:
// of two staff acting at once, the second sees the first's result and is refused with what the
// report is now. The caller's own repeat of a change already made answers `changed: false`.
// A change is logged in the same transaction.
import { onCall } from 'firebase-functions/v2/https';
import {
  canChangeReportStatus,
  reportAlreadyMessage,
  updateReportStatusInput,
  type ReportStatus,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { prepareLogEntry, reportTarget } from './moderation-log.js';
import { notifyReporter, recordReview } from './report-outcome.js';
import { readReport } from './report-refs.js';
import { requireReportStaff } from './require-report-staff.js';
import { refuse } from '../shared/refusal.js';

export const updateReportStatus = onCall(
  async (request): Promise<{ status: ReportStatus; changed: boolean }> => {
    const staff = await requireReportStaff(request);
    const { reportId, status } = parseInput(updateReportStatusInput, request.data);
    return db.runTransaction(async (transaction) => {
      const report = await readReport(transaction, reportId);
      if (report.status === status && report.reviewedBy === staff.uid) {
        return { status, changed: false };
      }
      if (!canChangeReportStatus(report.status, status)) {
        throw refuse('failed-precondition', reportAlreadyMessage(report.status));
      }
      const log = await prepareLogEntry(
        staff.uid,
        {
          action: 'reportStatus',
          memberId: null,
          target: reportTarget(report),
          reportId,
          detail: `${report.status} to ${status}`,
        },
        transaction,
      );
      recordReview(transaction, report, status, staff.uid);
      await log(transaction);
      if (status === 'dismissed') notifyReporter(transaction, report, 'dismissed', staff.uid);
      return { status, changed: true };
    });
  },
);
