import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../components/toast/toast-store';
import { AppError } from '../../../lib/app-error';
import { subscribeToSavedThread, toggleSavedThread } from '../api/saved-threads';
import { SaveThreadButton } from './SaveThreadButton';

vi.mock('reactfire', () => {
  const sdk = {};
  return { useAuth: () => sdk, useFirestore: () => sdk };
});
vi.mock('../api/saved-threads', () => ({
  subscribeToSavedThread: vi.fn(),
  toggleSavedThread: vi.fn(),
}));

/** The stored save as the live listener reports it. */
function storedSave(saved: boolean) {
  vi.mocked(subscribeToSavedThread).mockImplementation((_db, _uid, _thread, onSaved) => {
    onSaved(saved);
    return () => undefined;
  });
}

beforeEach(() => vi.clearAllMocks());

describe('SaveThreadButton', () => {
  it('is a toggle, "Save" when not saved and "Saved", pressed, when saved', async () => {
    storedSave(false);
    vi.mocked(toggleSavedThread).mockResolvedValue(true);
    render(<SaveThreadButton uid="uid-fanny" threadId="t1" requireSignIn={() => true} />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(toggleSavedThread).toHaveBeenCalledWith(expect.anything(), 'uid-fanny', 't1');
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the stored save', () => {
    storedSave(true);
    render(<SaveThreadButton uid="uid-fanny" threadId="t1" requireSignIn={() => true} />);
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeTruthy();
  });

  it('asks a visitor to sign in and saves nothing', async () => {
    const requireSignIn = vi.fn(() => false);
    render(<SaveThreadButton uid={null} threadId="t1" requireSignIn={requireSignIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save', pressed: false }));
    expect(requireSignIn).toHaveBeenCalled();
    expect(toggleSavedThread).not.toHaveBeenCalled();
    expect(subscribeToSavedThread).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the stored state', async () => {
    storedSave(false);
    const slowDown = { title: 'Slow Down', description: 'Too many.' };
    vi.mocked(toggleSavedThread).mockRejectedValue(
      new AppError('rejected', slowDown.description, slowDown),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<SaveThreadButton uid="uid-fanny" threadId="t1" requireSignIn={() => true} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(getToasts().at(-1)).toMatchObject({ title: 'Slow Down', variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Save', pressed: false })).toBeTruthy();
  });
});
