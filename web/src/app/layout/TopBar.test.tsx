import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUnreadCount } from '../../features/notifications/hooks/use-unread-count';
import { loadingSession, member, visitor } from '../../test/providers';
import { renderWithProviders } from '../../test/render';
import { TopBar } from './TopBar';

vi.mock('../../features/notifications/hooks/use-unread-count', () => ({
  useUnreadCount: vi.fn(() => 0),
}));

describe('TopBar', () => {
  it("puts the member's unread count on the bell, capped at 9+", () => {
    vi.mocked(useUnreadCount).mockReturnValue(14);
    renderWithProviders(<TopBar />, { session: member() });
    expect(screen.getByRole('button', { name: 'Notifications (14 unread)' }).textContent).toBe(
      '9+',
    );
  });

  it('shows a visitor the Sign In button only', () => {
    renderWithProviders(<TopBar />, { session: visitor });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('shows neither while auth loads, so nothing flickers', () => {
    renderWithProviders(<TopBar />, { session: loadingSession });
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });
});
