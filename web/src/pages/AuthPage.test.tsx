import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inputRefused } from '../lib/app-error';
import { signUpWithEmail, type SignUpResult } from '../features/auth/api/sign-up';
import type { Session } from '../lib/session/session';
import { member, TestProviders, visitor } from '../test/providers';
import { AuthPage } from './AuthPage';

vi.mock('../features/auth/api/sign-in', () => ({ signInWithEmail: vi.fn() }));
vi.mock('../features/auth/api/sign-up', () => ({ signUpWithEmail: vi.fn() }));

const user = userEvent.setup();

function renderAuthPage(initial: Session) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: '/auth', state: { from: '/salon' } }] },
  );
  const tree = (session: Session) => (
    <TestProviders session={session}>
      <RouterProvider router={router} />
    </TestProviders>
  );
  const view = render(tree(initial));
  return { router, setSession: (session: Session) => view.rerender(tree(session)) };
}

async function submitValidSignUp() {
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.type(screen.getByLabelText('Email'), 'clara@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Username'), 'clara');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('AuthPage during a sign-up', () => {
  let settle: { resolve: (r: SignUpResult) => void; reject: (e: unknown) => void };

  beforeEach(() => {
    vi.mocked(signUpWithEmail).mockImplementation(
      () =>
        new Promise<SignUpResult>((resolve, reject) => {
          settle = { resolve, reject };
        }),
    );
  });

  it('keeps the form while the new account is signed in but the username not yet claimed', async () => {
    const { router, setSession } = renderAuthPage(visitor);
    await submitValidSignUp();
    setSession(member());
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeTruthy();

    // The claim lost a race: the account was deleted again and the message must be seen here.
    setSession(visitor);
    await act(async () =>
      settle.reject(inputRefused('That username is already taken. Try another one?')),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'That username is already taken. Try another one?',
    );
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('goes back to where the user came from once the sign-up is complete', async () => {
    const { router, setSession } = renderAuthPage(visitor);
    await submitValidSignUp();
    setSession(member());
    await act(async () => settle.resolve({ verificationEmailSent: true }));
    expect(router.state.location.pathname).toBe('/salon');
    expect(screen.getByText('Account created successfully!')).toBeTruthy();
  });
});
