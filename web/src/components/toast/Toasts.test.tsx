import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from './Toasts';
import { dismissToast, resetToastsForTests, toast } from './toast-store';

describe('Toasts', () => {
  afterEach(() => resetToastsForTests());

  // One test: whether the Toaster has loaded is the module's state, kept for the page's life.
  it('loads the Toaster with the first toast, shows it, and keeps the region once it is gone', async () => {
    render(<Toasts />);
    expect(screen.queryByRole('region', { name: /^Messages/ })).toBeNull();

    act(() => {
      toast({ title: 'Link copied to clipboard!' });
    });
    const region = await screen.findByRole('region', { name: /^Messages/ });
    expect(await within(region).findByText('Link copied to clipboard!')).toBeTruthy();

    act(() => {
      dismissToast();
      resetToastsForTests();
    });
    expect(
      within(screen.getByRole('region', { name: /^Messages/ })).queryByText(/copied/),
    ).toBeNull();
  });
});
