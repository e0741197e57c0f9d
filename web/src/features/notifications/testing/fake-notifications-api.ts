// A NotificationsApi of vi.fn()s whose live list tests can play, and a notification builder.
import { vi, type Mock } from 'vitest';
import type { NotificationItem, NotificationsApi } from '../api/types';

type Mocked<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : T[K];
};

export interface FakeNotificationsApi extends Mocked<NotificationsApi> {
  /** Plays a server snapshot of the member's list to the latest subscription. */
  push(items: readonly NotificationItem[]): void;
  fail(error: unknown): void;
}

export function fakeNotificationsApi(): FakeNotificationsApi {
  let onItems: ((items: readonly NotificationItem[]) => void) | null = null;
  let onError: ((error: unknown) => void) | null = null;
  return {
    push: (items) => onItems?.(items),
    fail: (error) => onError?.(error),
    subscribe: vi.fn((_uid, items, error) => {
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
  };
}

export function aNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'n1',
    type: 'reply',
    title: 'New Reply',
    message: 'fanny replied to your discussion "Gould 1955 or 1981?"',
    read: false,
    data: { threadId: 'thread-1', replyId: 'reply-1', replierId: 'uid-fanny', isAnonymous: false },
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
