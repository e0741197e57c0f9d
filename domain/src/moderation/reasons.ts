/** The six report reasons, stored by value, shown by label (forum spec, section 5). */
export const REPORT_REASONS = Object.freeze([
  { value: 'spam', label: 'Spam or unwanted content' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'misinformation', label: 'Misinformation' },
  { value: 'copyright', label: 'Copyright violation' },
  { value: 'other', label: 'Other' },
] as const);

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const REPORT_REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [
  ReportReason,
  ...ReportReason[],
];

/** The label of a stored reason. */
export function reportReasonLabel(reason: ReportReason): string {
  // Every ReportReason is in the list, so find cannot miss.
  return REPORT_REASONS.find((entry) => entry.value === reason)!.label;
}

export function isReportReason(value: string): value is ReportReason {
  return (REPORT_REASON_VALUES as readonly string[]).includes(value);
}
