import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPath, renderWithProviders } from '../../../test/render';
import { member } from '../../../test/providers';
import { signOutOfFirebase } from '../api/sign-out';
import { UserMenu } from './UserMenu';

vi.mock('../api/sign-out', () => ({ signOutOfFirebase: vi.fn() }));

const clara = {
  uid: 'uid-clara',
  email: 'clara@example.com',
  displayName: 'clara',
  emailVerified: true,
};

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
  return screen.findByRole('menu');
}

function entries() {
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('UserMenu', () => {
  beforeEach(() => {
    vi.mocked(signOutOfFirebase).mockReset();
  });

  it('shows the member initial in the avatar, named with whose menu it is', () => {
    renderWithProviders(<UserMenu user={clara} avatar={null} />, { session: member() });
    const button = screen.getByRole('button', { name: `Account menu (${clara.displayName})` });
    // Drawn, not text: the visible label holds nothing the accessible name does not.
    expect(button.querySelector('[data-initial]')?.getAttribute('data-initial')).toBe('C');
    expect(button.textContent).toBe('');
  });

  it('shows the member picture when they have one', () => {
    const avatar = { s48: 'http://x/48', s96: 'http://x/96', s256: 'http://x/256' };
    renderWithProviders(<UserMenu user={clara} avatar={avatar} />, { session: member() });
    const button = screen.getByRole('button', { name: `Account menu (${clara.displayName})` });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(avatar.s96);
  });

  it('offers Home, Profile and Sign out to a member', async () => {
    renderWithProviders(<UserMenu user={clara} avatar={null} />, { session: member('user') });
    await openMenu();
    expect(entries()).toEqual(['Home', 'Profile', 'Sign out']);
  });

  it('offers the Admin Panel to a moderator, for Reports Management', async () => {
    renderWithProviders(<UserMenu user={clara} avatar={null} />, { session: member('moderator') });
    await openMenu();
    expect(entries()).toEqual(['Home', 'Profile', 'Admin Panel', 'Sign out']);
  });

  it('adds the Admin Panel for an admin', async () => {
    renderWithProviders(<UserMenu user={clara} avatar={null} />, { session: member('admin') });
    await openMenu();
    expect(entries()).toEqual(['Home', 'Profile', 'Admin Panel', 'Sign out']);
    expect(screen.getByRole('menuitem', { name: 'Admin Panel' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('links Home to / and Profile to /profile', async () => {
    renderWithProviders(<UserMenu user={clara} avatar={null} />, { session: member() });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('shows "Signing out..." meanwhile, then toasts success and goes to /', async () => {
    let finishSignOut: () => void = () => {};
    vi.mocked(signOutOfFirebase).mockReturnValue(
      new Promise<void>((resolve) => {
        finishSignOut = resolve;
      }),
    );
    renderWithProviders(<UserMenu user={clara} avatar={null} />, {
      session: member(),
      path: '/salon',
    });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    const pending = screen.getByRole('menuitem', { name: 'Signing out...' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(currentPath()).toBe('/salon');

    finishSignOut();
    expect(await screen.findByText('Signed out successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('toasts "Error signing out" when sign-out fails and stays on the page', async () => {
    vi.mocked(signOutOfFirebase).mockRejectedValue(new Error('network down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<UserMenu user={clara} avatar={null} />, {
      session: member(),
      path: '/salon',
    });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    const message = await screen.findByText('Error signing out');
    expect(message.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
    expect(currentPath()).toBe('/salon');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });
});
