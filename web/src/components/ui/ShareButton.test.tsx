import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../toast/Toaster';
import { ShareButton } from './ShareButton';

function renderShare() {
  return render(
    <>
      <ShareButton path="/salon/thread/t-1" title="Gould 1955 or 1981?" />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShareButton', () => {
  it('copies the canonical link and says so where the browser has no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/salon/thread/t-1`);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('opens the share sheet where there is one, and a closed sheet is no failure', async () => {
    const shareSheet = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, share: shareSheet, clipboard: navigator.clipboard });
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(shareSheet).toHaveBeenCalledWith({
        url: `${window.location.origin}/salon/thread/t-1`,
        title: 'Gould 1955 or 1981?',
      }),
    );
    expect(screen.queryByText(/Could not/)).toBeNull();
  });

  it('tells the member when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Could not copy the link. Copy it from the address bar instead.'),
    ).toBeTruthy();
  });
});
