import type { ToastMessage } from '../text/toast.js';
import { truncateText } from '../text/truncate.js';
import type { ReportStatus } from './reportStatus.js';

/** Reported content previews in the admin panel are cut to 100 characters. */
export const REPORT_PREVIEW_LENGTH = 100;

export type ReportedContent =
  | { readonly kind: 'thread'; readonly title: string }
  | { readonly kind: 'reply'; readonly threadTitle: string };

/** "discussion" or "reply", as the admin texts name content. */
const contentWord = (kind: ReportedContent['kind']) => (kind === 'thread' ? 'discussion' : 'reply');

/** The title the admin panel and notifications give reported content. */
export function reportedContentTitle(content: ReportedContent): string {
  return content.kind === 'thread' ? content.title : `Reply in: ${content.threadTitle}`;
}

export function reportedContentPreview(text: string): string {
  return truncateText(text, REPORT_PREVIEW_LENGTH);
}

/** The notification to the reporter when staff close a report (profiles spec, section 4). */
export function reportOutcomeNotification(
  outcome: 'dismissed' | 'removed',
  content: ReportedContent,
): { readonly title: string; readonly message: string } {
  const about = `Your report about the ${contentWord(content.kind)} "${reportedContentTitle(content)}"`;
  return outcome === 'dismissed'
    ? { title: 'Report Status Update', message: `${about} has been reviewed and dismissed.` }
    : {
        title: 'Report Action Taken',
        message: `${about} has been reviewed and the content has been removed.`,
      };
}

export function deleteReportedContentConfirmation(kind: ReportedContent['kind']): string {
  return `This will permanently delete the reported ${contentWord(kind)} and mark the report as resolved. This action cannot be undone.`;
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

/** The admin reports search: case-insensitive over reason, reporter username and thread title. */
export function matchesReportSearch(
  report: {
    readonly reasonLabel: string;
    readonly reporterUsername: string | null;
    readonly threadTitle: string | null;
  },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [report.reasonLabel, report.reporterUsername, report.threadTitle].some(
    (field) => field != null && field.toLowerCase().includes(needle),
  );
}
