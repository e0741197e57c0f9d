import { useEffect, useState } from 'react';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { subscribeToNotifications } from '../api/notifications-api';
import type { NotificationItem } from '../api/types';

export interface NotificationsState {
  readonly items: readonly NotificationItem[];
  /** Unread among the listed notifications; a count of rows, so never below 0. */
  readonly unreadCount: number;
}

const NONE: NotificationsState = { items: [], unreadCount: 0 };

/**
 * The member's 50 newest notifications and how many are unread, live (forum spec §4): a new or
 * re-unread row raises the count, a read one lowers it. Failures are only logged (§8).
 */
export function useNotifications(uid: string): NotificationsState {
  const services = useFirebaseServices();
  const [loaded, setLoaded] = useState<{ uid: string; state: NotificationsState } | null>(null);

  useEffect(() => {
    return subscribeToNotifications(
      services,
      uid,
      (items) =>
        setLoaded({
          uid,
          state: { items, unreadCount: items.filter((item) => !item.read).length },
        }),
      (error) => console.error('Could not load the notifications.', error),
    );
  }, [services, uid]);

  // Another member's list never shows, not even for the render before the new subscription.
  return loaded?.uid === uid ? loaded.state : NONE;
}
