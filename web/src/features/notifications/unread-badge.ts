import { unreadBadgeLabel } from '@salon/domain';

/** The badge text ("9+" above 9), or null when there is nothing unread (no badge). */
export const unreadBadgeText = unreadBadgeLabel;

/**
 * The bell's accessible name, carrying the badge's text as it shows ("9+" above 9), so the name
 * holds what a sighted member sees (WCAG 2.5.3, Label in Name).
 */
export function bellLabel(count: number): string {
  const badge = unreadBadgeText(count);
  return badge === null ? 'Notifications' : `Notifications (${badge} unread)`;
}
