import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/session';
import { SessionContext } from '../../../lib/session/session-context';
import { member, visitor } from '../../../test/providers';
import { useRoleView } from '../../../lib/session/role-view-context';
import { RoleViewProvider } from './RoleViewProvider';

function renderRoleView(session: Session) {
  return renderHook(() => useRoleView(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <SessionContext value={session}>
        <RoleViewProvider>{children}</RoleViewProvider>
      </SessionContext>
    ),
  });
}

describe('RoleViewProvider', () => {
  it('starts an admin in the admin view and lets them switch and reset', () => {
    const { result } = renderRoleView(member('admin'));
    expect(result.current).toMatchObject({ viewAs: 'admin', canSwitchView: true });
    act(() => result.current.setViewAs('user'));
    expect(result.current.viewAs).toBe('user');
    act(() => result.current.resetView());
    expect(result.current.viewAs).toBe('admin');
  });

  it.each([
    ['a moderator', member('moderator')],
    ['a member', member('user')],
    ['a visitor', visitor],
  ])('keeps %s in the user view, whatever they ask', (_who, session) => {
    const { result } = renderRoleView(session);
    expect(result.current).toMatchObject({ viewAs: 'user', canSwitchView: false });
    act(() => result.current.setViewAs('admin'));
    expect(result.current.viewAs).toBe('user');
  });

  it('throws outside the provider', () => {
    expect(() => renderHook(() => useRoleView())).toThrow(/RoleViewProvider/);
  });
});
