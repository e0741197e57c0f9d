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
  type Timestamp,
} from 'firebase/firestore';
import { callFunction, type CallServices } from '../../../lib/call-function';
import {
  isExactSearchKey,
  isPictureKind,
  isReportReason,
  matchesReportSearch,
  paths,
  reportedContentOf,
  reportedContentTitle,
  reportReasonLabel,
  searchKeyOf,
  type PictureKind,
  type ReportContentType,
  type ReportReason,
} from '@salon/domain';

/** The list shows at most this many reports, newest first; a search reaches older ones. */
export const OPEN_REPORTS_LIMIT = 100;

export interface AdminReportRow {
  readonly id: string;
  readonly status: 'pending' | 'reviewed';
  readonly reason: ReportReason;
  readonly reasonLabel: string;
  readonly description: string;
  readonly createdAt: Date | null;
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
  const rows = docs.map(reportRowOf);
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

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What a row shows of the reported content: a post's thread and preview, or a picture. */
function contentOf(
  doc: QueryDocumentSnapshot,
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
  const kind: unknown = doc.get('picture');
  if (doc.get('contentType') === 'picture' && isPictureKind(kind)) {
    const memberUsername = optionalText(doc.get('memberUsername'));
    const content = reportedContentOf({
      contentType: 'picture',
      picture: kind,
      memberUsername,
      memberDisplayName: optionalText(doc.get('memberDisplayName')),
    });
    return {
      contentType: 'picture',
      threadId: '',
      replyId: null,
      threadTitle: '',
      contentTitle: reportedContentTitle(content),
      contentPreview: '',
      picture: {
        memberId: text(doc.get('memberId')),
        kind,
        url: text(doc.get('pictureUrl')),
        memberUsername,
      },
      subject: memberUsername,
    };
  }
  const contentType = doc.get('contentType') === 'reply' ? 'reply' : 'thread';
  const threadTitle = text(doc.get('threadTitle'));
  return {
    contentType,
    threadId: text(doc.get('threadId')),
    replyId: optionalText(doc.get('replyId')),
    threadTitle,
    contentTitle: reportedContentTitle(reportedContentOf({ contentType, threadTitle })),
    contentPreview: text(doc.get('contentPreview')),
    picture: null,
    subject: threadTitle,
  };
}

/** One report document as its row (exported for its tests). */
export function reportRowOf(doc: QueryDocumentSnapshot): AdminReportRow {
  const reason: unknown = doc.get('reason');
  const reporterUsername = optionalText(doc.get('reporterUsername'));
  const storedReason: ReportReason =
    typeof reason === 'string' && isReportReason(reason) ? reason : 'other';
  const createdAt = doc.get('createdAt') as Timestamp | null;
  return {
    id: doc.id,
    status: doc.get('status') === 'reviewed' ? 'reviewed' : 'pending',
    reason: storedReason,
    reasonLabel: reportReasonLabel(storedReason),
    description: text(doc.get('description')),
    // Null while a report just written locally waits for its server time.
    createdAt: createdAt ? createdAt.toDate() : null,
    reporterId: text(doc.get('reporterId')),
    reporterUsername,
    reporterName: reporterUsername ?? optionalText(doc.get('reporterDisplayName')),
    ...contentOf(doc),
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
