import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('is a button named Notifications with no badge when nothing is unread', () => {
    render(<NotificationBell unreadCount={0} />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('shows the exact count up to 9', () => {
    render(<NotificationBell unreadCount={3} />);
    const bell = screen.getByRole('button', { name: 'Notifications (3 unread)' });
    expect(bell.textContent).toBe('3');
  });

  it('shows 9 as 9', () => {
    render(<NotificationBell unreadCount={9} />);
    expect(screen.getByRole('button', { name: 'Notifications (9 unread)' }).textContent).toBe('9');
  });

  it('shows "9+" above 9 while the name keeps the real count', () => {
    render(<NotificationBell unreadCount={12} />);
    const bell = screen.getByRole('button', { name: 'Notifications (12 unread)' });
    expect(bell.textContent).toBe('9+');
  });
});
