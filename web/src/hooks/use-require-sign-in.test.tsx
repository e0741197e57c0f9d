import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '../lib/session/session';
import { loadingSession, member, visitor } from '../test/providers';
import { currentPath, renderWithProviders } from '../test/render';
import { useRequireSignIn } from './use-require-sign-in';

function GuardedButton() {
  const requireSignIn = useRequireSignIn();
  return (
    <button
      type="button"
      onClick={(event) => (event.currentTarget.value = String(requireSignIn()))}
    >
      Act
    </button>
  );
}

async function clickAs(session: Session) {
  renderWithProviders(<GuardedButton />, { session, path: '/salon' });
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Act' });
  await userEvent.click(button);
  return button.value;
}

describe('useRequireSignIn', () => {
  it('lets a member act where they are', async () => {
    expect(await clickAs(member())).toBe('true');
    expect(currentPath()).toBe('/salon');
  });

  it('sends a visitor to sign in', async () => {
    expect(await clickAs(visitor)).toBe('false');
    expect(currentPath()).toBe('/auth');
  });

  it('neither acts nor sends anyone away while the session is loading', async () => {
    expect(await clickAs(loadingSession)).toBe('false');
    expect(currentPath()).toBe('/salon');
  });
});
