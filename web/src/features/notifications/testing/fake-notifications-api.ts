// Test doubles for the bell's data access (api/notifications-api.ts): a vi.fn() per function
// whose live list tests can play, the module mock that forwards to it, and a notification builder.
import { vi } from 'vitest';
import { forwardToFake, type FakeDataAccess } from '../../../test/fake-data-access';
import type * as NotificationsApiModule from '../api/notifications-api';
import type { NotificationItem } from '../api/types';

export type FakeNotificationsApi = FakeDataAccess<typeof NotificationsApiModule> & {
  /** Plays a server snapshot of the member's list to the latest subscription. */
  push(items: readonly NotificationItem[]): void;
  fail(error: unknown): void;
};

export function fakeNotificationsApi(): FakeNotificationsApi {
  let onItems: ((items: readonly NotificationItem[]) => void) | null = null;
  let onError: ((error: unknown) => void) | null = null;
  return {
    push: (items) => onItems?.(items),
    fail: (error) => onError?.(error),
    subscribeToNotifications: vi.fn((_uid, items, error) => {
      onItems = items;
      onError = error;
      return () => {
        if (onItems === items) onItems = null;
      };
    }),
    markRead: vi.fn(async () => {}),
    markAllRead: vi.fn(async () => {}),
    threadExists: vi.fn(async () => true),
    profileRoute: vi.fn(async () => '/fanny'),
    readActor: vi.fn(async () => null),
  };
}

/** For `vi.mock('…/notifications/api/notifications-api', …)`: the module, forwarding to `current()`. */
export function fakeNotificationsApiModule(current: () => FakeNotificationsApi) {
  return forwardToFake(fakeNotificationsApi(), current);
}

export function aNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'n1',
    type: 'reply',
    title: 'New Reply',
    message: 'fanny replied to your discussion "Gould 1955 or 1981?"',
    read: false,
    data: { threadId: 'thread-1', replyId: 'reply-1', replierId: 'uid-fanny', isAnonymous: false },
    actorId: 'uid-fanny',
    createdAt: new Date(Date.now() - 5 * 60 * 1000),
    ...overrides,
  };
}

/** `count` unread reply notifications, newest first. */
export function unreadNotifications(count: number): NotificationItem[] {
  return Array.from({ length: count }, (_, index) =>
    aNotification({ id: `n${index + 1}`, title: `New Reply ${index + 1}` }),
  );
}
