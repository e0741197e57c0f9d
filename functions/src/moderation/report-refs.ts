// A report as the report callables read it inside their transactions.
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  paths,
  REPORT_HANDLING_MESSAGES,
  reportStatusSchema,
  type ReportStatus,
} from '@salon/domain';
import { db } from '../shared/admin.js';

export const reportRef = (reportId: string) => db.doc(`${paths.reports}/${reportId}`);

export interface StoredReport {
  readonly id: string;
  readonly reporterId: string;
  readonly threadId: string;
  readonly replyId: string | null;
  readonly status: ReportStatus;
  readonly reviewedBy: string | null;
  readonly contentType: 'thread' | 'reply';
  readonly threadTitle: string;
}

export function storedReportOf(snapshot: DocumentSnapshot): StoredReport {
  const replyId: unknown = snapshot.get('replyId');
  const reviewedBy: unknown = snapshot.get('reviewedBy');
  return {
    id: snapshot.id,
    reporterId: String(snapshot.get('reporterId')),
    threadId: String(snapshot.get('threadId')),
    replyId: typeof replyId === 'string' ? replyId : null,
    status: reportStatusSchema.parse(snapshot.get('status')),
    reviewedBy: typeof reviewedBy === 'string' ? reviewedBy : null,
    contentType: typeof replyId === 'string' ? 'reply' : 'thread',
    threadTitle: String(snapshot.get('threadTitle') ?? ''),
  };
}

/** The report, read (and locked) in `transaction`; refused when it no longer exists. */
export async function readReport(transaction: Transaction, reportId: string) {
  const snapshot = await transaction.get(reportRef(reportId));
  if (!snapshot.exists) throw new HttpsError('not-found', REPORT_HANDLING_MESSAGES.notFound);
  return storedReportOf(snapshot);
}
