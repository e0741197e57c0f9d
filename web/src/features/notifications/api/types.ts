import type { NotificationData, NotificationType } from '@salon/domain';

/** One row of the bell's list, as the screens use it. */
export interface NotificationItem {
  readonly id: string;
  readonly type: NotificationType;
  readonly title: string;
  readonly message: string;
  readonly read: boolean;
  readonly data: NotificationData;
  readonly createdAt: Date;
}

export type Unsubscribe = () => void;

/**
 * Every Firestore read and write the bell makes (docs/data-model.md, "Notifications queries").
 * Components reach the backend only through this interface; tests hand them a fake.
 */
export interface NotificationsApi {
  /** The member's 50 newest notifications, newest first, live. */
  subscribe(
    uid: string,
    onItems: (items: readonly NotificationItem[]) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  markRead(uid: string, notificationId: string): Promise<void>;
  /** Every unread notification of the member, not only the 50 listed. */
  markAllRead(uid: string): Promise<void>;
  threadExists(threadId: string): Promise<boolean>;
  /** The member's profile route (/{username} or /user/{uid}); null when there is no profile. */
  profileRoute(uid: string): Promise<string | null>;
}
