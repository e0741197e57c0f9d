// Closing a report: who and when on the report, and the spec's notification to its reporter, both
// written by the caller's transaction so they land together or not at all. The notification id
// is per report, so a report notifies its reporter once whatever happens around it.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  notificationDataSchema,
  notificationSchema,
  notificationText,
  paths,
  reportedContentOf,
  type ReportStatus,
} from '@salon/domain';
import { storedDoc } from '../shared/stored.js';
import { reportedContentData, reportRef, type StoredReport } from './report-refs.js';

/** Sets the report's status and records the reviewer and the time. */
export function recordReview(
  transaction: Transaction,
  report: StoredReport,
  status: ReportStatus,
  reviewerId: string,
) {
  transaction.update(reportRef(report.id), {
    status,
    reviewedBy: reviewerId,
    reviewedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * "Report Status Update" or "Report Action Taken" for the reporter, leading to the content (the
 * Salon once a discussion is removed, the member's profile for a picture: notificationTarget).
 * None when staff close their own report.
 */
export function notifyReporter(
  transaction: Transaction,
  report: StoredReport,
  outcome: 'dismissed' | 'removed',
  reviewerId: string,
) {
  if (report.reporterId === reviewerId) return;
  const data = notificationDataSchema.parse({
    reportId: report.id,
    ...reportedContentData(report),
    action: outcome,
  });
  const text = notificationText(
    { kind: 'report_outcome', outcome, content: reportedContentOf(report) },
    '',
  );
  const notification = storedDoc(
    notificationSchema,
    `${paths.notifications(report.reporterId)}/report_outcome_${report.id}`,
  );
  transaction.set(notification, {
    userId: report.reporterId,
    ...text,
    read: false,
    data,
    createdAt: FieldValue.serverTimestamp(),
  });
}
