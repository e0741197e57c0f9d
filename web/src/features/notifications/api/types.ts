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
