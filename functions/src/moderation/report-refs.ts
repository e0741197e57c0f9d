// A report as the report callables read it inside their transactions.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  isOpenReport,
  isPictureKind,
  paths,
  REPORT_HANDLING_MESSAGES,
  reportAlreadyMessage,
  reportSchema,
  reportStatusSchema,
  type PictureKind,
  type ReportStatus,
} from '@salon/domain';
import { storedDoc } from '../shared/stored.js';
import { refuse } from '../shared/refusal.js';

export const reportRef = (reportId: string) =>
  storedDoc(reportSchema, `${paths.reports}/${reportId}`);

interface StoredPostReport {
  readonly contentType: 'thread' | 'reply';
  readonly threadId: string;
  readonly replyId: string | null;
  readonly threadTitle: string;
}

interface StoredPictureReport {
  readonly contentType: 'picture';
  readonly memberId: string;
  readonly picture: PictureKind;
  /** The picture's URL when it was reported. */
  readonly pictureUrl: string;
  readonly memberUsername: string | null;
  readonly memberDisplayName: string | null;
}

export type StoredReport = (StoredPostReport | StoredPictureReport) & {
  readonly id: string;
  readonly reporterId: string;
  readonly status: ReportStatus;
  readonly reviewedBy: string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function contentOf(snapshot: DocumentSnapshot): StoredPostReport | StoredPictureReport {
  const picture: unknown = snapshot.get('picture');
  if (snapshot.get('contentType') === 'picture' && isPictureKind(picture)) {
    return {
      contentType: 'picture',
      memberId: String(snapshot.get('memberId')),
      picture,
      pictureUrl: String(snapshot.get('pictureUrl') ?? ''),
      memberUsername: text(snapshot.get('memberUsername')),
      memberDisplayName: text(snapshot.get('memberDisplayName')),
    };
  }
  const replyId = text(snapshot.get('replyId'));
  return {
    contentType: replyId === null ? 'thread' : 'reply',
    threadId: String(snapshot.get('threadId')),
    replyId,
    threadTitle: String(snapshot.get('threadTitle') ?? ''),
  };
}

export function storedReportOf(snapshot: DocumentSnapshot): StoredReport {
  return {
    id: snapshot.id,
    reporterId: String(snapshot.get('reporterId')),
    status: reportStatusSchema.parse(snapshot.get('status')),
    reviewedBy: text(snapshot.get('reviewedBy')),
    ...contentOf(snapshot),
  };
}

/**
 * Where a report's notifications lead (notificationTarget): the thread and reply, or the member
 * whose picture it is.
 */
export function reportedContentData(report: StoredReport) {
  return report.contentType === 'picture'
    ? { contentType: report.contentType, memberId: report.memberId }
    : {
        contentType: report.contentType,
        threadId: report.threadId,
        ...(report.replyId === null ? {} : { replyId: report.replyId }),
      };
}

/**
 * The caller's own repeat (the report is already resolved by them) answers quietly; any other
 * closed report refuses with what it is now. Null: the report is open.
 */
export function closedReportAnswer(
  report: StoredReport,
  staffUid: string,
): { deleted: false; resolvedReports: 0 } | null {
  if (report.status === 'resolved' && report.reviewedBy === staffUid) {
    return { deleted: false, resolvedReports: 0 };
  }
  if (!isOpenReport(report.status)) {
    throw refuse('failed-precondition', reportAlreadyMessage(report.status));
  }
  return null;
}

/** The report, read (and locked) in `transaction`; refused when it no longer exists. */
export async function readReport(transaction: Transaction, reportId: string) {
  const snapshot = await transaction.get(reportRef(reportId));
  if (!snapshot.exists) throw refuse('not-found', REPORT_HANDLING_MESSAGES.notFound);
  return storedReportOf(snapshot);
}
