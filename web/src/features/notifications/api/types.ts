import type { NotificationType } from '@salon/domain';

/** One row of the bell's list, as the screens use it. */
export interface NotificationItem {
  readonly id: string;
  readonly type: NotificationType;
  readonly title: string;
  readonly message: string;
  readonly read: boolean;
  /**
   * The document's `data` as stored: only opening a notification needs it, so it is checked
   * there (use-open-notification.ts), keeping zod out of the code that draws the bell.
   */
  readonly data: unknown;
  /** The member it is about, whose face the row shows; null when anonymous or about nobody. */
  readonly actorId: string | null;
  readonly createdAt: Date;
}

export type Unsubscribe = () => void;
