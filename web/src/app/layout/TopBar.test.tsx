import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeNotificationsApi,
  unreadNotifications,
  type FakeNotificationsApi,
} from '../../features/notifications/testing/fake-notifications-api';
import { loadingSession, member, visitor } from '../../test/providers';
import { currentPath, renderWithProviders } from '../../test/render';
import { TopBar } from './TopBar';

let notifications: FakeNotificationsApi;
vi.mock('../../features/notifications/api/notifications-api', async () =>
  (
    await import('../../features/notifications/testing/fake-notifications-api')
  ).fakeNotificationsApiModule(() => notifications),
);

describe('TopBar', () => {
  beforeEach(() => {
    notifications = fakeNotificationsApi();
  });

  it("puts the member's unread count on the bell, capped at 9+", async () => {
    renderWithProviders(<TopBar />, { session: member() });
    // The member's bell is fetched once someone is signed in.
    await waitFor(() =>
      expect(notifications.subscribeToNotifications.mock.lastCall?.[0]).toBe('uid-clara'),
    );
    act(() => notifications.push(unreadNotifications(14)));
    expect(screen.getByRole('button', { name: 'Notifications (9+ unread)' }).textContent).toBe(
      '9+',
    );
  });

  it('shows a visitor the bell and the Sign In button, no account menu', async () => {
    renderWithProviders(<TopBar />, { session: visitor });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    expect(notifications.subscribeToNotifications).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Sign in to see your notifications.')).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign In' }));
    expect(currentPath()).toBe('/auth');
  });

  it('shows neither while auth loads, so nothing flickers', () => {
    renderWithProviders(<TopBar />, { session: loadingSession });
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
  });
});
