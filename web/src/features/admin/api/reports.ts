// The admin Reports Management list's data (docs/moderation.md): the open (pending and reviewed)
// reports, newest first, live, each row from its report document alone (submitReport copied in
// the reporter's names and the content's title and preview, or a picture's URL and its member's
// names); the search is an indexed query over the reason, the reporter's username and the thread
// title (for a picture, its member's username); actions go through the callables.
import {
  collection,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { callFunction, type CallServices } from '../../../lib/call-function';
import { readItems, type WithId } from '../../../lib/documents';
import {
  isExactSearchKey,
  matchesReportSearch,
  paths,
  reportedContentOf,
  reportedContentTitle,
  reportReasonLabel,
  reportSchema,
  searchKeyOf,
  type PictureKind,
  type Report,
  type ReportContentType,
  type ReportReason,
} from '@salon/domain';

/** The list shows at most this many reports, newest first; a search reaches older ones. */
const OPEN_REPORTS_LIMIT = 100;

export interface AdminReportRow {
  readonly id: string;
  readonly status: 'pending' | 'reviewed';
  readonly reason: ReportReason;
  readonly reasonLabel: string;
  readonly description: string;
  readonly createdAt: Date;
  readonly reporterId: string;
  readonly reporterUsername: string | null;
  /** Username, else display name, else null (the UI's fallback wording is its own). */
  readonly reporterName: string | null;
  readonly contentType: ReportContentType;
  /** The reported post's thread and reply ('' and null for a picture). */
  readonly threadId: string;
  readonly replyId: string | null;
  readonly threadTitle: string;
  /** The thread's title, "Reply in: {thread title}" or "Profile picture of @name". */
  readonly contentTitle: string;
  /** The thread's or reply's body, cut to 100 characters ('' for a picture). */
  readonly contentPreview: string;
  /** A reported picture: whose, which, and its URL when reported; null for a post. */
  readonly picture: ReportedPictureRow | null;
  /** What the search matches besides reason and reporter: thread title or pictured username. */
  readonly subject: string | null;
}

export interface ReportedPictureRow {
  readonly memberId: string;
  readonly kind: PictureKind;
  readonly url: string;
  readonly memberUsername: string | null;
}

/** The open reports, newest first, narrowed to those matching `search` when it is not blank. */
function openReports(firestore: Firestore, search: string): Query {
  const constraints: QueryConstraint[] = [where('status', 'in', ['pending', 'reviewed'])];
  const key = searchKeyOf(search);
  if (key !== null) constraints.push(where('searchKeys', 'array-contains', key));
  return query(
    collection(firestore, paths.reports),
    ...constraints,
    orderBy('createdAt', 'desc'),
    limit(OPEN_REPORTS_LIMIT),
  );
}

function rowsOf(docs: readonly QueryDocumentSnapshot[], search: string): AdminReportRow[] {
  const rows = readItems(reportSchema, docs, { lenient: true }).map(reportRowOf);
  // A search cut to 20 characters finds candidates; only real matches are shown.
  return isExactSearchKey(search) ? rows : rows.filter((row) => matchesReportSearch(row, search));
}

export async function listOpenReports(
  firestore: Firestore,
  search = '',
): Promise<AdminReportRow[]> {
  return rowsOf((await getDocs(openReports(firestore, search))).docs, search);
}

/** The list, live: another staff member's action or a new report updates it. */
export function subscribeToOpenReports(
  firestore: Firestore,
  search: string,
  onRows: (rows: AdminReportRow[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    openReports(firestore, search),
    (snapshot) => onRows(rowsOf(snapshot.docs, search)),
    onError,
  );
}

/** What a row shows of the reported content: a post's thread and preview, or a picture. */
function contentOf(
  report: Report,
): Pick<
  AdminReportRow,
  | 'contentType'
  | 'threadId'
  | 'replyId'
  | 'threadTitle'
  | 'contentTitle'
  | 'contentPreview'
  | 'picture'
  | 'subject'
> {
  const contentTitle = reportedContentTitle(reportedContentOf(report));
  if (report.contentType === 'picture') {
    return {
      contentType: 'picture',
      threadId: '',
      replyId: null,
      threadTitle: '',
      contentTitle,
      contentPreview: '',
      picture: {
        memberId: report.memberId,
        kind: report.picture,
        url: report.pictureUrl,
        memberUsername: report.memberUsername,
      },
      subject: report.memberUsername,
    };
  }
  return {
    contentType: report.contentType,
    threadId: report.threadId,
    replyId: report.replyId,
    threadTitle: report.threadTitle,
    contentTitle,
    contentPreview: report.contentPreview,
    picture: null,
    subject: report.threadTitle,
  };
}

/** One report, as its schema reads it, as its row (exported for its tests). */
export function reportRowOf(report: WithId<Report>): AdminReportRow {
  return {
    id: report.id,
    status: report.status === 'reviewed' ? 'reviewed' : 'pending',
    reason: report.reason,
    reasonLabel: reportReasonLabel(report.reason),
    description: report.description,
    createdAt: report.createdAt,
    reporterId: report.reporterId,
    reporterUsername: report.reporterUsername,
    reporterName: report.reporterUsername ?? report.reporterDisplayName,
    ...contentOf(report),
  };
}

/** "Mark In Review", "Remove Review" or "Dismiss"; another staff member's earlier change is refused. */
export function updateReportStatus(
  services: CallServices,
  reportId: string,
  status: 'pending' | 'reviewed' | 'dismissed',
) {
  return callFunction(services, 'updateReportStatus', { reportId, status });
}

/**
 * Deletes the reported thread or reply, or removes the reported picture, and resolves the open
 * reports on it (after the confirmation).
 */
export function deleteReportedContent(services: CallServices, reportId: string) {
  return callFunction(services, 'deleteReportedContent', { reportId });
}
