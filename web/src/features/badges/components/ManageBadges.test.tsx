// The admin's badge tools on a member's row: a button named for the member opens a dialog named
// for them, to grant a staff badge or revoke one the member holds.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { fakeBadgesApi, type FakeBadgesApi } from '../testing/fake-badges-api';
import { ManageBadgesButton } from './ManageBadgesButton';

let api: FakeBadgesApi;
vi.mock('../api/badges-api', async () =>
  (await import('../testing/fake-badges-api')).fakeBadgesApiModule(() => api),
);

// The open dialog hides the rest of the page, the toasts' region with it, from assistive tech.
const toastRegion = () => screen.getByRole('region', { name: /^Messages/, hidden: true });
const select = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('combobox', { name }) as HTMLSelectElement;
const optionsOf = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);

async function openDialog() {
  renderWithProviders(<ManageBadgesButton memberId="uid-fanny" member="@fanny" />, {
    session: member('admin'),
    path: '/admin',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Badges of @fanny' }));
  return screen.findByRole('dialog', { name: 'Badges of @fanny' });
}

describe('ManageBadgesButton', () => {
  beforeEach(() => {
    api = fakeBadgesApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the badges held, the staff badges to grant and the held ones to revoke', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText("Loading the member's badges…")).toBeTruthy();
    expect(api.subscribeToMemberBadges).toHaveBeenCalledWith(
      'uid-fanny',
      expect.any(Function),
      expect.any(Function),
    );
    act(() => api.live.held?.(['first-post', 'performer']));
    const held = within(dialog).getByRole('list', { name: 'Badges held' });
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['First Post', 'Performer']);
    expect(optionsOf(select(dialog, 'Staff badge to grant'))).toEqual(['Music Educator']);
    expect(optionsOf(select(dialog, 'Badge to revoke'))).toEqual(['First Post', 'Performer']);
  });

  it('grants the chosen staff badge and says so', async () => {
    const dialog = await openDialog();
    act(() => api.live.held?.([]));
    expect(within(dialog).getByText('No badges yet.')).toBeTruthy();
    expect(optionsOf(select(dialog, 'Staff badge to grant'))).toEqual([
      'Performer',
      'Music Educator',
    ]);
    // Nothing to revoke: no select for it.
    expect(within(dialog).queryByRole('combobox', { name: 'Badge to revoke' })).toBeNull();
    await userEvent.selectOptions(select(dialog, 'Staff badge to grant'), 'Music Educator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Badge' }));
    expect(api.grantBadge).toHaveBeenCalledWith('uid-fanny', 'music-educator');
    expect(await within(toastRegion()).findByText('Badge Music Educator granted.')).toBeTruthy();
  });

  it('revokes the chosen badge and says so', async () => {
    const dialog = await openDialog();
    act(() => api.live.held?.(['first-post', 'performer', 'music-educator']));
    expect(within(dialog).getByText('The member holds every staff badge.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Grant Badge' })).toBeNull();
    await userEvent.selectOptions(select(dialog, 'Badge to revoke'), 'Performer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Badge' }));
    expect(api.revokeBadge).toHaveBeenCalledWith('uid-fanny', 'performer');
    expect(await within(toastRegion()).findByText('Badge Performer revoked.')).toBeTruthy();
  });

  it('shows a refusal as a toast, in the function’s words', async () => {
    api.revokeBadge.mockRejectedValue(
      Object.assign(new Error('Only admins can grant or revoke badges.'), {
        code: 'functions/permission-denied',
      }),
    );
    const dialog = await openDialog();
    act(() => api.live.held?.(['first-post']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Badge' }));
    const region = toastRegion();
    expect(await within(region).findByText('Could Not Revoke Badge')).toBeTruthy();
    expect(within(region).getByText('Only admins can grant or revoke badges.')).toBeTruthy();
  });

  it('says so when the member’s badges cannot be read, and closes', async () => {
    const dialog = await openDialog();
    act(() => api.live.heldError?.(new Error('permission-denied')));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "The member's badges could not be loaded.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
