// What the admin reports list shows of a report, copied into the report when it is made
// (submitReport): the list then reads only report documents, one per row. Threads cannot be
// edited, so a copied title or body stays true until the content is deleted, which closes the
// report. A picture report keeps the picture's URL and its member's names as they were, so staff
// see what was reported even if the member changed it since. The reporter's names are those at
// report time.
import type { PictureKind } from '../profiles/pictures.js';
import { searchKeys } from '../text/search-keys.js';
import {
  pictureOwnerName,
  reportedContentPreview,
  type ReportedContent,
} from './admin-messages.js';
import { reportReasonLabel, type ReportReason } from './reasons.js';

interface MemberNames {
  readonly username: string | null;
  readonly displayName: string | null;
}

interface PostDigest {
  readonly contentType: 'thread' | 'reply';
  /** The thread's title, or for a reply the title of its thread. */
  readonly threadTitle: string;
  /** The thread's body or the reply's body, cut to 100 characters. */
  readonly contentPreview: string;
}

interface PictureDigest {
  readonly contentType: 'picture';
  /** The picture's URL when reported (the avatar's largest size). */
  readonly pictureUrl: string;
  readonly memberUsername: string | null;
  readonly memberDisplayName: string | null;
}

interface DigestOfAnyReport {
  readonly reporterUsername: string | null;
  readonly reporterDisplayName: string | null;
  /**
   * `searchKeys` of the reason's label, the reporter's username and the subject: the thread
   * title, or the username of the member whose picture it is.
   */
  readonly searchKeys: string[];
}

export type ReportDigest = (PostDigest | PictureDigest) & DigestOfAnyReport;

type ReportedPost = {
  readonly thread: { readonly title: string; readonly body: string };
  /** The reported reply, or null when the thread itself is reported. */
  readonly reply: { readonly body: string } | null;
};

type ReportedPicture = {
  readonly picture: { readonly url: string; readonly member: MemberNames };
};

const names = (member: MemberNames) => ({
  username: member.username || null,
  displayName: member.displayName || null,
});

interface DigestInput {
  readonly reason: ReportReason;
  readonly reporter: MemberNames;
}

// A post's report digests as a post's, a picture's as a picture's, so the report written with
// it types as one of the two (functions write reports typed by reportSchema).
export function reportDigest(report: DigestInput & ReportedPost): PostDigest & DigestOfAnyReport;
export function reportDigest(
  report: DigestInput & ReportedPicture,
): PictureDigest & DigestOfAnyReport;
export function reportDigest(report: DigestInput & (ReportedPost | ReportedPicture)): ReportDigest;
export function reportDigest(report: DigestInput & (ReportedPost | ReportedPicture)): ReportDigest {
  const reporter = names(report.reporter);
  const common = {
    reporterUsername: reporter.username,
    reporterDisplayName: reporter.displayName,
  };
  const reason = reportReasonLabel(report.reason);
  if ('picture' in report) {
    const member = names(report.picture.member);
    return {
      ...common,
      contentType: 'picture',
      pictureUrl: report.picture.url,
      memberUsername: member.username,
      memberDisplayName: member.displayName,
      searchKeys: searchKeys(reason, reporter.username, member.username),
    };
  }
  const { thread, reply } = report;
  return {
    ...common,
    contentType: reply === null ? 'thread' : 'reply',
    threadTitle: thread.title,
    contentPreview: reportedContentPreview(reply === null ? thread.body : reply.body),
    searchKeys: searchKeys(reason, reporter.username, thread.title),
  };
}

/** The reported content as the admin texts and outcome notifications name it. */
export function reportedContentOf(
  digest:
    | { readonly contentType: 'thread' | 'reply'; readonly threadTitle: string }
    | {
        readonly contentType: 'picture';
        readonly picture: PictureKind;
        readonly memberUsername: string | null;
        readonly memberDisplayName: string | null;
      },
): ReportedContent {
  switch (digest.contentType) {
    case 'thread':
      return { kind: 'thread', title: digest.threadTitle };
    case 'reply':
      return { kind: 'reply', threadTitle: digest.threadTitle };
    case 'picture':
      return {
        kind: 'picture',
        picture: digest.picture,
        member: pictureOwnerName({
          username: digest.memberUsername,
          displayName: digest.memberDisplayName,
        }),
      };
  }
}
