import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { TOAST_REMOVE_DELAY_MS, dismissToast, getToasts, toast } from './toast-store';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Coming Soon', description: 'TikTok integration is coming soon!' });
    });
    const region = screen.getByRole('region', { name: /^Messages/ });
    expect(within(region).getByText('Coming Soon')).toBeTruthy();
    expect(within(region).getByText('TikTok integration is coming soon!')).toBeTruthy();
  });

  it('keeps only one toast visible at a time: the newest replaces the older', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First toast' });
      toast({ title: 'Second toast' });
    });
    const region = screen.getByRole('region', { name: /^Messages/ });
    expect(within(region).queryByText('First toast')).toBeNull();
    expect(within(region).getByText('Second toast')).toBeTruthy();
    expect(getToasts()).toHaveLength(1);
  });

  it('hides a dismissed toast at once and removes it 5000 ms later', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Signed out successfully' }).id;
    });
    act(() => dismissToast(id));
    const region = screen.getByRole('region', { name: /^Messages/ });
    expect(within(region).queryByText('Signed out successfully')).toBeNull();
    expect(getToasts().map((entry) => entry.open)).toEqual([false]);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses through the Close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error signing out', variant: 'destructive' });
    });
    const region = screen.getByRole('region', { name: /^Messages/ });
    act(() => within(region).getByRole('button', { name: 'Close' }).click());
    expect(within(region).queryByText('Error signing out')).toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(getToasts()).toHaveLength(0);
  });

  it('marks errors with the destructive variant', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error signing out', variant: 'destructive' });
    });
    const region = screen.getByRole('region', { name: /^Messages/ });
    const title = within(region).getByText('Error signing out');
    expect(title.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
  });
});
