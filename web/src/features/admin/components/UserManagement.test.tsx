import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserRow } from '@salon/domain';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { fakeAdminApi, someMembers, type FakeAdminApi } from '../testing/fake-admin-api';
import { UserManagement } from './UserManagement';

let api: FakeAdminApi;
vi.mock('../api/users', async () =>
  (await import('../testing/fake-admin-api')).fakeUsersApiModule(() => api),
);
/** Which staff have two-step verification, as staffTwoStep answers. */
const readStaffTwoStep = vi.fn(
  async (_services: unknown, _userIds: readonly string[]): Promise<Record<string, boolean>> => ({}),
);
vi.mock('../api/staff-two-step', () => ({
  readStaffTwoStep: (services: unknown, userIds: readonly string[]) =>
    readStaffTwoStep(services, userIds),
}));

const clara: AdminUserRow = {
  uid: 'uid-clara',
  username: 'clara',
  displayName: 'Clara Schumann',
  role: 'admin',
};

function renderUsers() {
  return renderWithProviders(<UserManagement actor={{ uid: 'uid-clara', role: 'admin' }} />, {
    session: member('admin'),
    path: '/admin',
  });
}

function toastRegion() {
  return screen.getByRole('region', { name: /^Messages/ });
}

/** The usernames of the rows on screen, in order. */
function shownUsernames() {
  return screen
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(' (you)', '') ?? '');
}

const roleSelect = (name: string) =>
  screen.getByRole('combobox', { name: `Role for @${name}` }) as HTMLSelectElement;

describe('UserManagement', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  describe('the list and its pages', () => {
    beforeEach(() => {
      api = fakeAdminApi(someMembers(25));
    });

    it('shows the first 10 members with their names, roles and the count', async () => {
      renderUsers();
      expect(await screen.findByText('Showing 1-10 of 25 users')).toBeTruthy();
      expect(shownUsernames()).toEqual(someMembers(10).map((row) => `@${row.username}`));
      const row = screen.getByRole('row', { name: /@member01/ });
      within(row).getByRole('cell', { name: 'Member 01' });
      expect(roleSelect('member01').value).toBe('user');
      expect(
        within(roleSelect('member01'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Admin', 'Moderator', 'User']);
      expect(api.countUsers).toHaveBeenCalledWith({ search: '', role: 'all' });
      expect(api.readUsersPage).toHaveBeenCalledWith(
        { search: '', role: 'all' },
        { page: 1, total: 25, shown: null },
      );
    });

    it('goes to a numbered page from the page on screen, without counting again', async () => {
      renderUsers();
      const pages = await screen.findByRole('navigation', { name: 'User pages' });
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
      expect(await screen.findByText('Showing 21-25 of 25 users')).toBeTruthy();
      expect(shownUsernames()).toEqual([
        '@member21',
        '@member22',
        '@member23',
        '@member24',
        '@member25',
      ]);
      expect(api.readUsersPage).toHaveBeenLastCalledWith(
        { search: '', role: 'all' },
        {
          page: 3,
          total: 25,
          shown: {
            page: 1,
            first: { sortName: 'member01', uid: 'uid-member01' },
            last: { sortName: 'member10', uid: 'uid-member10' },
          },
        },
      );
      expect(api.countUsers).toHaveBeenCalledTimes(1);
      expect(
        within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current'),
      ).toBe('page');
      expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

      await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
      expect(await screen.findByText('Showing 11-20 of 25 users')).toBeTruthy();
    });

    it('numbers the first and last page and the current one’s neighbours, with ellipses', async () => {
      api = fakeAdminApi(someMembers(120));
      renderUsers();
      const pages = await screen.findByRole('navigation', { name: 'User pages' });
      const labels = () =>
        [...within(pages).getByRole('list').querySelectorAll('li')].map((item) => item.textContent);
      expect(labels()).toEqual(['1', '2', '3', '...', '12']);
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
      await screen.findByText('Showing 21-30 of 120 users');
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 5' }));
      await screen.findByText('Showing 41-50 of 120 users');
      expect(labels()).toEqual(['1', '...', '3', '4', '5', '6', '7', '...', '12']);
    });

    it('keeps the page on screen when another page cannot be read', async () => {
      renderUsers();
      const pages = await screen.findByRole('navigation', { name: 'User pages' });
      api.readUsersPage.mockRejectedValueOnce(new Error('unavailable'));
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
      expect(await within(toastRegion()).findByText('Failed to load users.')).toBeTruthy();
      expect(screen.getByText('Showing 1-10 of 25 users')).toBeTruthy();
      expect(shownUsernames()[0]).toBe('@member01');
    });
  });

  it('gives each row the tools the page passes for the member’s badges, in a Badges column', async () => {
    api = fakeAdminApi(someMembers(3));
    renderWithProviders(
      <UserManagement
        actor={{ uid: 'uid-clara', role: 'admin' }}
        badges={(row) => <button type="button">{`Badges of ${row.name} (${row.uid})`}</button>}
      />,
      { session: member('admin'), path: '/admin' },
    );
    expect(await screen.findByText('Showing 1-3 of 3 users')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Badges' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /@member02/ });
    expect(
      within(row).getByRole('button', {
        name: `Badges of @member02 (${someMembers(3)[1]!.uid})`,
      }),
    ).toBeTruthy();
  });

  describe('search and filter', () => {
    beforeEach(() => {
      const members = someMembers(12);
      api = fakeAdminApi([
        clara,
        ...members.map((row, index) =>
          index % 4 === 0 ? { ...row, role: 'moderator' as const } : row,
        ),
      ]);
    });

    it('searches by name as the admin types, from the first page', async () => {
      renderUsers();
      await screen.findByText('Showing 1-10 of 13 users');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'MEMBER1');
      await waitFor(() =>
        expect(shownUsernames()).toEqual(['@member10', '@member11', '@member12']),
      );
      expect(api.countUsers).toHaveBeenLastCalledWith({ search: 'MEMBER1', role: 'all' });
      expect(screen.getByText('Showing 1-3 of 3 users')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'User pages' })).toBeNull();
    });

    it('searches display names too', async () => {
      renderUsers();
      await screen.findByText('Showing 1-10 of 13 users');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'schumann');
      await waitFor(() => expect(shownUsernames()).toEqual(['@clara']));
    });

    it('filters by role', async () => {
      renderUsers();
      await screen.findByText('Showing 1-10 of 13 users');
      const filter = screen.getByRole('combobox', { name: 'Filter by role' });
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All roles', 'Admin', 'Moderator', 'User']);
      await userEvent.selectOptions(filter, 'moderator');
      await waitFor(() =>
        expect(shownUsernames()).toEqual(['@member01', '@member05', '@member09']),
      );
      expect(api.countUsers).toHaveBeenLastCalledWith({ search: '', role: 'moderator' });
      await userEvent.selectOptions(filter, 'admin');
      await waitFor(() => expect(shownUsernames()).toEqual(['@clara']));
    });

    it('says when nobody matches', async () => {
      renderUsers();
      await screen.findByText('Showing 1-10 of 13 users');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'brahms');
      expect(await screen.findByText('No users found')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    });
  });

  describe('roles', () => {
    beforeEach(() => {
      api = fakeAdminApi([clara, ...someMembers(3)]);
    });

    it('changes a member’s role and says so', async () => {
      renderUsers();
      await screen.findByText('Showing 1-4 of 4 users');
      await userEvent.selectOptions(roleSelect('member02'), 'moderator');
      expect(api.setUserRole).toHaveBeenCalledWith('uid-member02', 'moderator');
      expect(await within(toastRegion()).findByText('Role Updated')).toBeTruthy();
      within(toastRegion()).getByText('User role has been successfully updated.');
      expect(roleSelect('member02').value).toBe('moderator');
    });

    it('waits for one change before the next', async () => {
      let finish: () => void = () => {};
      api.setUserRole.mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            finish = () => resolve({ role: 'moderator' });
          }),
      );
      renderUsers();
      await screen.findByText('Showing 1-4 of 4 users');
      await userEvent.selectOptions(roleSelect('member02'), 'moderator');
      expect(roleSelect('member01').disabled).toBe(true);
      expect(roleSelect('member02').getAttribute('aria-busy')).toBe('true');
      await act(async () => finish());
      expect(roleSelect('member01').disabled).toBe(false);
      expect(roleSelect('member02').value).toBe('moderator');
    });

    it('says why the own row cannot change while another change is under way', async () => {
      api.setUserRole.mockImplementationOnce(() => new Promise(() => {}));
      renderUsers();
      await screen.findByText('Showing 1-4 of 4 users');
      await userEvent.selectOptions(roleSelect('member02'), 'moderator');
      expect(roleSelect('member02').getAttribute('aria-busy')).toBe('true');

      await userEvent.selectOptions(roleSelect('clara'), 'user');
      expect(await within(toastRegion()).findByText('Action Not Allowed')).toBeTruthy();
      expect(api.setUserRole).toHaveBeenCalledTimes(1);
      expect(roleSelect('clara').value).toBe('admin');
    });

    it('keeps the role when the change fails, and says so', async () => {
      api.setUserRole.mockRejectedValueOnce(new Error('internal'));
      renderUsers();
      await screen.findByText('Showing 1-4 of 4 users');
      await userEvent.selectOptions(roleSelect('member02'), 'admin');
      expect(await within(toastRegion()).findByText('Failed to update user role.')).toBeTruthy();
      expect(roleSelect('member02').value).toBe('user');
    });

    it('shows the server’s reason for a refusal', async () => {
      api.setUserRole.mockRejectedValueOnce(
        Object.assign(new Error('No member has that id.'), { code: 'functions/not-found' }),
      );
      renderUsers();
      await screen.findByText('Showing 1-4 of 4 users');
      await userEvent.selectOptions(roleSelect('member03'), 'admin');
      expect(await within(toastRegion()).findByText('Failed to update user role.')).toBeTruthy();
      within(toastRegion()).getByText('No member has that id.');
      expect(roleSelect('member03').value).toBe('user');
    });

    it('disables the admin’s own row, and says why on a try, sending nothing', async () => {
      renderUsers();
      await screen.findByText('Showing 1-4 of 4 users');
      const own = roleSelect('clara');
      expect(own.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('row', { name: /@clara/ }).textContent).toContain('(you)');
      expect(roleSelect('member01').getAttribute('aria-disabled')).toBeNull();

      await userEvent.selectOptions(own, 'user');
      expect(await within(toastRegion()).findByText('Action Not Allowed')).toBeTruthy();
      within(toastRegion()).getByText(
        'You cannot change your own role. Use the view switcher above to toggle how you see the site.',
      );
      expect(api.setUserRole).not.toHaveBeenCalled();
      expect(own.value).toBe('admin');
    });
  });

  it('says when the list cannot be read, and reads it again on request', async () => {
    api = fakeAdminApi(someMembers(3));
    api.countUsers.mockRejectedValueOnce(new Error('unavailable'));
    renderUsers();
    expect(await within(toastRegion()).findByText('Failed to load users.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1-3 of 3 users')).toBeTruthy();
  });

  describe('two-step verification of staff', () => {
    beforeEach(() => {
      api = fakeAdminApi([
        clara,
        { uid: 'uid-felix', username: 'felix', displayName: 'Felix', role: 'moderator' },
        { uid: 'uid-fanny', username: 'fanny', displayName: 'Fanny', role: 'user' },
      ]);
      readStaffTwoStep.mockReset();
    });

    it('asks for the staff on the page alone and shows each one On or Off', async () => {
      readStaffTwoStep.mockResolvedValueOnce({ 'uid-clara': true, 'uid-felix': false });
      renderUsers();
      const claraRow = await screen.findByRole('row', { name: /@clara/ });
      screen.getByRole('columnheader', { name: 'Two-step verification' });
      await within(claraRow).findByText('On');
      within(claraRow).getByRole('cell', { name: 'Two-step verification: On' });
      const felixRow = screen.getByRole('row', { name: /@felix/ });
      within(felixRow).getByRole('cell', { name: 'Two-step verification: Off' });
      const fannyRow = screen.getByRole('row', { name: /@fanny/ });
      within(fannyRow).getByRole('cell', { name: 'Not shown for members' });
      expect(readStaffTwoStep).toHaveBeenCalledTimes(1);
      expect(readStaffTwoStep.mock.calls[0]?.[1]).toEqual(['uid-clara', 'uid-felix']);
    });

    it('says Unknown when the answer cannot be read', async () => {
      readStaffTwoStep.mockRejectedValueOnce(new Error('offline'));
      renderUsers();
      const claraRow = await screen.findByRole('row', { name: /@clara/ });
      await within(claraRow).findByText('Unknown');
      within(claraRow).getByRole('cell', { name: 'Two-step verification: Unknown' });
    });
  });
});
