/**
 * The signed-in member's number of unread notifications. Returns 0 until the notifications
 * feature (its own issue) subscribes to the member's notifications here.
 */
export function useUnreadCount(): number {
  return 0;
}
