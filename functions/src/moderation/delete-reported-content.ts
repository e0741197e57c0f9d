// Staff delete reported content (the spec deletes the thread or reply by id): one transaction
// reads the report, the content and the other open reports on it, then deletes the content,
// resolves every one of those reports with the reviewer and the time, and notifies each reporter.
// A thread's deletion also closes open reports on its replies, which go with it
// (cleanUpDeletedThread). Of two staff acting at once the second is refused with what the report
// is now; the caller's own repeat answers `deleted: false` and changes nothing.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import { deleteReportedContentInput, paths, reportAlreadyMessage } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { replyRef, threadRef } from '../forum/post-refs.js';
import { notifyReporter, recordReview } from './report-outcome.js';
import { readReport, storedReportOf, type StoredReport } from './report-refs.js';
import { requireReportStaff } from './require-report-staff.js';

const OPEN_STATUSES = ['pending', 'reviewed'];

export const deleteReportedContent = onCall(
  async (request): Promise<{ deleted: boolean; resolvedReports: number }> => {
    const staff = await requireReportStaff(request);
    const { reportId } = parseInput(deleteReportedContentInput, request.data);
    return db.runTransaction(async (transaction) => {
      const report = await readReport(transaction, reportId);
      if (report.status === 'resolved' && report.reviewedBy === staff.uid) {
        return { deleted: false, resolvedReports: 0 };
      }
      if (report.status !== 'pending' && report.status !== 'reviewed') {
        throw new HttpsError('failed-precondition', reportAlreadyMessage(report.status));
      }
      const content =
        report.replyId === null
          ? threadRef(report.threadId)
          : replyRef(report.threadId, report.replyId);
      const [existing, reports] = await Promise.all([
        transaction.get(content),
        openReportsOn(transaction, report),
      ]);
      // Content its author removed meanwhile is gone all the same: its reports are resolved.
      if (existing.exists) transaction.delete(content);
      for (const open of reports) {
        recordReview(transaction, open, 'resolved', staff.uid);
        notifyReporter(transaction, open, 'removed', staff.uid);
      }
      return { deleted: existing.exists, resolvedReports: reports.length };
    });
  },
);

/**
 * The open reports the deletion settles, `report` among them: on the reply, or on the thread and
 * anything in it. Bounded by the reports one thread gathers.
 */
async function openReportsOn(
  transaction: Transaction,
  report: StoredReport,
): Promise<StoredReport[]> {
  let query = db
    .collection(paths.reports)
    .where('threadId', '==', report.threadId)
    .where('status', 'in', OPEN_STATUSES);
  if (report.replyId !== null) query = query.where('replyId', '==', report.replyId);
  const snapshot = await transaction.get(query);
  return snapshot.docs.map(storedReportOf);
}
