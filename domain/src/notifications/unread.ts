/** The bell badge: nothing at 0, the count up to 9, "9+" above 9. */
export function unreadBadgeLabel(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 9 ? '9+' : String(unreadCount);
}

/** The unread count after a change; it never falls below 0. */
export function adjustUnreadCount(current: number, change: number): number {
  return Math.max(0, current + change);
}
