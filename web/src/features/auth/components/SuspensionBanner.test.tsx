import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberSuspension } from '../../../lib/suspension';
import { member, visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { SuspensionBanner } from './SuspensionBanner';

// The member's userRoles document, played by the test: the last listener and what it was given.
let push: ((suspension: MemberSuspension | null) => void) | null = null;
vi.mock('../../../lib/suspension', () => ({
  subscribeToOwnSuspension: (
    _firestore: unknown,
    _uid: string,
    onValue: (suspension: MemberSuspension | null) => void,
  ) => {
    push = onValue;
    return () => {
      push = null;
    };
  },
}));

beforeEach(() => {
  push = null;
});

const banner = () => screen.queryByRole('complementary', { name: 'Account suspension' });

describe('SuspensionBanner', () => {
  it('shows a suspension in force with its reason, and leaves when it is lifted', () => {
    renderWithProviders(<SuspensionBanner />, { session: member('user') });
    expect(banner()).toBeNull();
    act(() => push?.({ until: new Date(Date.now() + 86_400_000), reason: 'Spam in replies.' }));
    expect(banner()?.textContent).toMatch(/^Your account is suspended until .+\. Reason: Spam/);
    expect(banner()?.textContent).toContain('You can still read the site and delete your account.');
    act(() => push?.(null));
    expect(banner()).toBeNull();
  });

  it('says a ban is permanent, and shows nothing for one that has ended', () => {
    renderWithProviders(<SuspensionBanner />, { session: member('user') });
    act(() => push?.({ until: null, reason: '' }));
    expect(banner()?.textContent).toContain('Your account is suspended permanently.');
    act(() => push?.({ until: new Date(Date.now() - 1000), reason: 'Over.' }));
    expect(banner()).toBeNull();
  });

  it('follows nobody for a visitor', () => {
    renderWithProviders(<SuspensionBanner />, { session: visitor });
    expect(push).toBeNull();
    expect(banner()).toBeNull();
  });
});
