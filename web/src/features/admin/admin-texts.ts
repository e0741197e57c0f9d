// The admin panel's own wording where the spec shows none (docs/moderation.md, "The screens"),
// and the failure toasts: the spec's message, with the server's reason when it refused the
// request for one (another staff member acted first, the report is gone).
import type { AdminRoleFilter, ReportContentType, Role, ToastMessage } from '@salon/domain';
import { toAppError } from '../../lib/app-error';

export const ROLE_LABELS: Readonly<Record<Role, string>> = Object.freeze({
  admin: 'Admin',
  moderator: 'Moderator',
  user: 'User',
});

export const ROLE_FILTER_LABELS: Readonly<Record<AdminRoleFilter, string>> = Object.freeze({
  all: 'All roles',
  ...ROLE_LABELS,
});

export const REPORT_STATUS_LABELS = Object.freeze({
  pending: 'Pending',
  reviewed: 'In Review',
});

export const ADMIN_TEXTS = Object.freeze({
  tabsLabel: 'Admin sections',
  usersTab: 'User Management',
  reportsTab: 'Reports Management',
  userSearch: 'Search users',
  userSearchPlaceholder: 'Search by display name or username...',
  roleFilter: 'Filter by role',
  noUsers: 'No users found',
  noUsersHint: 'Try another name or role.',
  you: '(you)',
  noUsername: 'No username yet',
  reportSearch: 'Search reports',
  reportSearchPlaceholder: 'Search by reason, reporter or thread title...',
  noReports: 'No open reports',
  noReportsHint: 'Reports from members appear here as they come in.',
  noMatchingReports: 'No reports match your search',
  noMatchingReportsHint:
    'The search looks at the reason, the reporter’s username and the thread title (for a picture, its member’s username).',
  tryAgain: 'Try Again',
  dismiss: 'Dismiss',
  deleteDialogTitle: 'Delete Reported Content',
  viewThread: 'View discussion',
  /** A picture report's link to the member's profile. */
  viewProfile: 'View profile',
  unknownReporter: 'a former member',
});

/** Suspensions and the moderation log (invented: the spec has neither). */
export const SUSPENSION_TEXTS = Object.freeze({
  duration: 'Duration',
  reason: 'Reason',
  suspend: 'Suspend',
  lift: 'Lift suspension',
  column: 'Suspension',
  notSuspended: 'Active',
  suspendTitle: (member: string) => `Suspend ${member}`,
  suspendDescription:
    'While suspended, the member can read the site but cannot post, reply, react, vote, report, edit their profile, or send friend requests or follows. They see the reason and the end.',
  liftTitle: (member: string) => `Lift the suspension of ${member}`,
  liftDescription: 'The member can take part again at once. The lift is logged.',
  liftReason: 'Reason (optional)',
  suspendAuthor: 'Delete content and suspend author',
  suspendAuthorDescription:
    'Suspends whoever posted the reported content, then deletes it and resolves the report. The author is not named to you.',
  suspendedUntil: (until: string) => `Suspended until ${until}`,
  banned: 'Suspended permanently',
  theAuthor: 'The author',
});

/** The Moderation Log tab's labels (invented). */
export const LOG_TEXTS = Object.freeze({
  filters: 'Filter the moderation log',
  actor: 'Actor',
  action: 'Action',
  member: 'Member',
  allActions: 'All actions',
  apply: 'Apply filters',
  caption: 'Staff actions, newest first',
  when: 'When',
  target: 'Target',
  reason: 'Reason',
  detail: 'Details',
  pages: 'Log pages',
  newer: 'Newer',
  older: 'Older',
});

/** "Role for @name", the accessible name of a row's role selector. */
export function roleSelectorLabel(row: { username: string; displayName: string }): string {
  return `Role for ${row.username ? `@${row.username}` : row.displayName}`;
}

const DELETE_LABELS: Readonly<Record<ReportContentType, string>> = Object.freeze({
  thread: 'Delete Discussion',
  reply: 'Delete Reply',
  picture: 'Remove picture',
});

/** The delete button and its dialog's action, by what was reported. */
export function deleteReportedLabel(kind: ReportContentType): string {
  return DELETE_LABELS[kind];
}

/** The badge naming what was reported ("Picture" invented). */
export const CONTENT_TYPE_LABELS: Readonly<Record<ReportContentType, string>> = Object.freeze({
  thread: 'Discussion',
  reply: 'Reply',
  picture: 'Picture',
});

/**
 * A destructive toast: the spec's failure message as the title, and as the description the
 * server's reason when the callable refused with one of ours (its messages are the domain's), or
 * an invitation to try again.
 */
export function failureToast(
  message: string,
  error: unknown,
): ToastMessage & {
  variant: 'destructive';
} {
  const reason = toAppError(error).reason;
  return { title: message, description: reason ?? 'Please try again.', variant: 'destructive' };
}

/**
 * Staff two-step verification in the admin panel (invented: the spec has none). The words follow
 * the own profile's "Two-step verification" section; a cell's name includes the column's
 * ("Two-step verification: On").
 */
export const TWO_STEP_TEXTS = Object.freeze({
  column: 'Two-step verification',
  on: 'On',
  off: 'Off',
  checking: 'Checking...',
  unknown: 'Unknown',
  /** A member's row: only staff's is shown. */
  member: 'Not shown for members',
  requiredTitle: 'Two-step verification required',
  goToProfile: 'Go to your profile',
});
