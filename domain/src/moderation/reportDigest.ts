// What the admin reports list shows of a report, copied into the report when it is made
// (submitReport): the list then reads only report documents, one per row. Threads cannot be
// edited, so a copied title or body stays true until the content is deleted, which closes the
// report. The reporter's names are those at report time.
import { searchKeys } from '../text/searchKeys.js';
import { reportedContentPreview, type ReportedContent } from './adminMessages.js';
import { reportReasonLabel, type ReportReason } from './reasons.js';

export interface ReportDigest {
  readonly reporterUsername: string | null;
  readonly reporterDisplayName: string | null;
  readonly contentType: 'thread' | 'reply';
  /** The thread's title, or for a reply the title of its thread. */
  readonly threadTitle: string;
  /** The thread's body or the reply's body, cut to 100 characters. */
  readonly contentPreview: string;
  /** `searchKeys` of the reason's label, the reporter's username and the thread title. */
  readonly searchKeys: string[];
}

export function reportDigest(report: {
  readonly reason: ReportReason;
  readonly reporter: { readonly username: string | null; readonly displayName: string | null };
  readonly thread: { readonly title: string; readonly body: string };
  /** The reported reply, or null when the thread itself is reported. */
  readonly reply: { readonly body: string } | null;
}): ReportDigest {
  const { reporter, thread, reply } = report;
  return {
    reporterUsername: reporter.username || null,
    reporterDisplayName: reporter.displayName || null,
    contentType: reply === null ? 'thread' : 'reply',
    threadTitle: thread.title,
    contentPreview: reportedContentPreview(reply === null ? thread.body : reply.body),
    searchKeys: searchKeys(reportReasonLabel(report.reason), reporter.username, thread.title),
  };
}

/** The reported content as the admin texts and outcome notifications name it. */
export function reportedContentOf(digest: {
  readonly contentType: 'thread' | 'reply';
  readonly threadTitle: string;
}): ReportedContent {
  return digest.contentType === 'thread'
    ? { kind: 'thread', title: digest.threadTitle }
    : { kind: 'reply', threadTitle: digest.threadTitle };
}
