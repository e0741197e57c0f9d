// A report as the report callables read it inside their transactions.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  isOpenReport,
  readStoredFields,
  paths,
  REPORT_HANDLING_MESSAGES,
  reportAlreadyMessage,
  reportSchema,
  reportStatusSchema,
  type PictureKind,
  type Report,
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

/** The fields of a report the callables act on, each read by the report's schema. */
const REPORT_FIELDS = [
  'contentType',
  'reporterId',
  'status',
  'reviewedBy',
  'threadId',
  'replyId',
  'threadTitle',
  'memberId',
  'picture',
  'pictureUrl',
  'memberUsername',
  'memberDisplayName',
] as const;

type ReportFields = ReturnType<typeof readStoredFields<Report, (typeof REPORT_FIELDS)[number]>>;

function contentOf(report: ReportFields): StoredPostReport | StoredPictureReport {
  const { picture } = report;
  if (report.contentType === 'picture' && picture !== undefined) {
    return {
      contentType: 'picture',
      memberId: String(report.memberId),
      picture,
      pictureUrl: report.pictureUrl ?? '',
      memberUsername: report.memberUsername ?? null,
      memberDisplayName: report.memberDisplayName ?? null,
    };
  }
  const replyId = report.replyId ?? null;
  return {
    contentType: replyId === null ? 'thread' : 'reply',
    threadId: String(report.threadId),
    replyId,
    threadTitle: report.threadTitle ?? '',
  };
}

export function storedReportOf(snapshot: DocumentSnapshot): StoredReport {
  const report = readStoredFields(reportSchema, snapshot.data(), REPORT_FIELDS);
  return {
    id: snapshot.id,
    reporterId: String(report.reporterId),
    status: reportStatusSchema.parse(report.status),
    reviewedBy: report.reviewedBy ?? null,
    ...contentOf(report),
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
