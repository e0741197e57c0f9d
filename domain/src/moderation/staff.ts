// Who handles reports (docs/moderation.md): staff, that is admins and moderators. Roles and the
// View as switch stay with admins (users/roles.ts).
import type { Role } from '../users/roles.js';
import type { ReportStatus } from './report-status.js';

export const REPORT_STAFF_ROLES: readonly Role[] = Object.freeze(['admin', 'moderator']);

export function canHandleReports(role: Role): boolean {
  return REPORT_STAFF_ROLES.includes(role);
}

/** Refusals of the report callables. Invented: the spec shows no wording for them. */
export const REPORT_HANDLING_MESSAGES = Object.freeze({
  staffOnly: 'Only administrators and moderators can handle reports.',
  notFound: 'This report no longer exists.',
});

/**
 * Another staff member acted first (or the request asks for the state the report is in): the
 * report is left as it is, and this says what it is now.
 */
export function reportAlreadyMessage(status: ReportStatus): string {
  return `This report is already ${status}.`;
}
