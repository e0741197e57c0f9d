export const REPORT_STATUSES = ['pending', 'reviewed', 'dismissed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Reports still open: the admin list shows these, and closing content settles these. */
export const OPEN_REPORT_STATUSES = Object.freeze(['pending', 'reviewed'] as const);

/** The admin list shows only reports still open. */
export function isOpenReport(status: ReportStatus): boolean {
  return (OPEN_REPORT_STATUSES as readonly string[]).includes(status);
}

/**
 * Allowed changes (profiles spec, section 4): pending <-> reviewed, and an open report to
 * dismissed or, after its content is deleted, resolved. Closed reports stay closed.
 */
export function canChangeReportStatus(from: ReportStatus, to: ReportStatus): boolean {
  if (!isOpenReport(from) || from === to) return false;
  return to !== 'pending' || from === 'reviewed';
}

/** The review toggle: "Mark In Review" on a pending report, "Remove Review" on a reviewed one. */
export function reviewToggle(status: 'pending' | 'reviewed'): {
  readonly label: string;
  readonly next: 'pending' | 'reviewed';
} {
  return status === 'pending'
    ? { label: 'Mark In Review', next: 'reviewed' }
    : { label: 'Remove Review', next: 'pending' };
}
