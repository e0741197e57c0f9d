/** Spec 1 §9: the bell badge shows "9+" above 9. */
export const UNREAD_BADGE_CAP = 9;

/** The badge text, or null when there is nothing unread (no badge). */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** The bell's accessible name, carrying the count that the badge shows visually. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications (${count} unread)` : 'Notifications';
}
