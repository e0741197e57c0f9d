import { unreadBadgeLabel } from '@salon/domain';

/** The badge text ("9+" above 9), or null when there is nothing unread (no badge). */
export const unreadBadgeText = unreadBadgeLabel;

/** The bell's accessible name, carrying the count that the badge shows visually. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications (${count} unread)` : 'Notifications';
}
