import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inputRefused } from '../lib/app-error';
import { claimUsernameForMember } from '../features/auth/api/sign-up';
import { useUsernameNeeded } from '../features/auth/hooks/use-username-needed';
import { member, TestProviders } from '../test/providers';
import { AuthPage } from './AuthPage';

vi.mock('../features/auth/api/sign-up', () => ({ claimUsernameForMember: vi.fn() }));
vi.mock('../features/auth/hooks/use-username-needed', () => ({ useUsernameNeeded: vi.fn() }));

const user = userEvent.setup();

function renderAuthPage() {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: '/auth', state: { from: '/salon' } }] },
  );
  render(
    <TestProviders session={member()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('AuthPage for a newcomer through Google', () => {
  beforeEach(() => {
    vi.mocked(useUsernameNeeded).mockReturnValue('needed');
    vi.mocked(claimUsernameForMember).mockReset();
  });

  it('asks for a username with the sign-up form’s messages before going on', async () => {
    const router = renderAuthPage();
    const step = screen.getByRole('form', { name: 'Choose your username' });
    expect(step).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fix the username validation errors before submitting.',
    );
    await user.type(screen.getByLabelText('Username'), 'Nadia B');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('nadiab');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please agree to the Terms of Use and Privacy Policy to continue.',
    );
    expect(claimUsernameForMember).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(claimUsernameForMember).toHaveBeenCalledWith(expect.anything(), 'uid-clara', 'nadiab');
    expect(router.state.location.pathname).toBe('/salon');
  });

  it('keeps the step with the message when the name is taken', async () => {
    vi.mocked(claimUsernameForMember).mockRejectedValue(
      inputRefused('That username is already taken. Try another one?'),
    );
    const router = renderAuthPage();
    await user.type(screen.getByLabelText('Username'), 'clara');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That username is already taken. Try another one?',
    );
    expect(router.state.location.pathname).toBe('/auth');
  });
});
