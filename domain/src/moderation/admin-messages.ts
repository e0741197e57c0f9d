import type { ToastMessage } from '../text/toast.js';
import { truncateText } from '../text/truncate.js';
import type { PictureKind } from '../profiles/pictures.js';
import type { ReportStatus } from './report-status.js';

/** Reported content previews in the admin panel are cut to 100 characters. */
export const REPORT_PREVIEW_LENGTH = 100;

export type ReportedContent =
  | { readonly kind: 'thread'; readonly title: string }
  | { readonly kind: 'reply'; readonly threadTitle: string }
  /** `member`: "@username", else the display name, as at report time. */
  | { readonly kind: 'picture'; readonly picture: PictureKind; readonly member: string };

/** "discussion", "reply" or "picture", as the admin texts name content. */
const CONTENT_WORDS = Object.freeze({ thread: 'discussion', reply: 'reply', picture: 'picture' });
const contentWord = (kind: ReportedContent['kind']) => CONTENT_WORDS[kind];

/** Invented: the spec reports posts only; a picture is named by whose it is. */
const PICTURE_NAMES: Readonly<Record<PictureKind, string>> = Object.freeze({
  avatar: 'Profile picture',
  banner: 'Banner',
});

/** Who a reported picture belongs to when the report kept no name (a member without one). */
export const UNNAMED_MEMBER = 'a member';

/** "@username", else the display name, else "a member": how reported pictures name their member. */
export function pictureOwnerName(member: {
  readonly username: string | null;
  readonly displayName: string | null;
}): string {
  if (member.username) return `@${member.username}`;
  return member.displayName || UNNAMED_MEMBER;
}

/**
 * The title the admin panel and notifications give reported content: the thread's title, "Reply
 * in: {thread title}", or "Profile picture of @name" / "Banner of @name".
 */
export function reportedContentTitle(content: ReportedContent): string {
  switch (content.kind) {
    case 'thread':
      return content.title;
    case 'reply':
      return `Reply in: ${content.threadTitle}`;
    case 'picture':
      return `${PICTURE_NAMES[content.picture]} of ${content.member}`;
  }
}

/**
 * How the outcome sentence names the content: the spec's `the {discussion|reply} "{title}"`, and
 * for a picture (invented) `the profile picture of @name`.
 */
function reportedContentPhrase(content: ReportedContent): string {
  if (content.kind !== 'picture') {
    return `the ${contentWord(content.kind)} "${reportedContentTitle(content)}"`;
  }
  return `the ${pictureInASentence(content)}`;
}

/** "profile picture of @name" or "banner of @name", as a sentence names a reported picture. */
export function pictureInASentence(content: {
  readonly picture: PictureKind;
  readonly member: string;
}): string {
  return `${PICTURE_NAMES[content.picture].toLowerCase()} of ${content.member}`;
}

export function reportedContentPreview(text: string): string {
  return truncateText(text, REPORT_PREVIEW_LENGTH);
}

/** The notification to the reporter when staff close a report (profiles spec, section 4). */
export function reportOutcomeNotification(
  outcome: 'dismissed' | 'removed',
  content: ReportedContent,
): { readonly title: string; readonly message: string } {
  const about = `Your report about ${reportedContentPhrase(content)}`;
  return outcome === 'dismissed'
    ? { title: 'Report Status Update', message: `${about} has been reviewed and dismissed.` }
    : {
        title: 'Report Action Taken',
        message: `${about} has been reviewed and the content has been removed.`,
      };
}

/** The spec's confirmation; for a picture (invented) the same sentence with "remove". */
export function deleteReportedContentConfirmation(kind: ReportedContent['kind']): string {
  const verb = kind === 'picture' ? 'remove' : 'delete';
  return `This will permanently ${verb} the reported ${contentWord(kind)} and mark the report as resolved. This action cannot be undone.`;
}

export function reportUpdatedToast(status: ReportStatus): ToastMessage {
  return { title: 'Report Updated', description: `Report status changed to ${status}.` };
}

/** Invented description: the spec names only the title "Content Deleted". */
export function contentDeletedToast(kind: ReportedContent['kind']): ToastMessage {
  return {
    title: 'Content Deleted',
    description: `The reported ${contentWord(kind)} has been removed.`,
  };
}

export const ROLE_UPDATED_TOAST: ToastMessage = Object.freeze({
  title: 'Role Updated',
  description: 'User role has been successfully updated.',
});

export const ADMIN_ERRORS = Object.freeze({
  loadReports: 'Failed to load reports.',
  updateReportStatus: 'Failed to update report status.',
  deleteReportedContent: 'Failed to delete reported content.',
  loadUsers: 'Failed to load users.',
  updateUserRole: 'Failed to update user role.',
});

/**
 * The admin reports search: case-insensitive over reason, reporter username and the subject: the
 * thread title, or for a picture the username of the member it belongs to.
 */
export function matchesReportSearch(
  report: {
    readonly reasonLabel: string;
    readonly reporterUsername: string | null;
    readonly subject: string | null;
  },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [report.reasonLabel, report.reporterUsername, report.subject].some(
    (field) => field != null && field.toLowerCase().includes(needle),
  );
}
