import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../test/providers';
import { renderWithProviders } from '../test/render';
import {
  aReport,
  fakeAdminApi,
  someMembers,
  type FakeAdminApi,
} from '../features/admin/testing/fake-admin-api';
import { fakePollsApi, type FakePollsApi } from '../features/polls/testing/fake-polls-api';
import { AdminPage } from './AdminPage';

let admin: FakeAdminApi;
let polls: FakePollsApi;
/** Whether the project requires a second factor this sign-in lacks. */
let closedForLackOfSecondFactor = false;
vi.mock('../features/admin/api/staff-two-step', () => ({
  needsSecondFactor: vi.fn(async () => closedForLackOfSecondFactor),
  readStaffTwoStep: vi.fn(async () => ({})),
}));
vi.mock('../features/admin/api/users', async () =>
  (await import('../features/admin/testing/fake-admin-api')).fakeUsersApiModule(() => admin),
);
vi.mock('../features/admin/api/reports', async () =>
  (await import('../features/admin/testing/fake-admin-api')).fakeReportsApiModule(() => admin),
);
vi.mock('../features/polls/api/polls-api', async () =>
  (await import('../features/polls/testing/fake-polls-api')).fakePollsApiModule(() => polls),
);

describe('AdminPage', () => {
  beforeEach(() => {
    admin = fakeAdminApi(someMembers(3));
    polls = fakePollsApi();
    closedForLackOfSecondFactor = false;
  });

  it('gives an admin the View as switch and the four tabs, the poll tools in Polls', async () => {
    renderWithProviders(<AdminPage />, { session: member('admin'), path: '/admin' });
    screen.getByRole('heading', { level: 1, name: 'Admin Panel' });
    screen.getByRole('combobox', { name: 'View as' });
    const tabs = within(await screen.findByRole('tablist', { name: 'Admin sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'User Management',
      'Reports Management',
      'Moderation Log',
      'Polls',
    ]);
    const users = screen.getByRole('tabpanel', { name: 'User Management' });
    expect(await within(users).findByText('Showing 1-3 of 3 users')).toBeTruthy();
    // Reports are read only once their tab is open.
    expect(admin.subscribeToOpenReports).not.toHaveBeenCalled();

    await userEvent.click(tabs.getByRole('tab', { name: 'Reports Management' }));
    // The tab's code loads on first use; User Management stays until it is there.
    const reports = await screen.findByRole('tabpanel', { name: 'Reports Management' });
    act(() => admin.live.reports?.([aReport()]));
    within(reports).getByRole('article', { name: /Is minimalism a dead end\?/ });
    expect(screen.queryByRole('tabpanel', { name: 'User Management' })).toBeNull();

    // The Salon's polls and the schedules' queues share the Polls tab with trivia's.
    await userEvent.click(tabs.getByRole('tab', { name: 'Polls' }));
    const polls = await screen.findByRole('tabpanel', { name: 'Polls' });
    await within(polls).findByRole('heading', { name: 'Salon Polls' });
    within(polls).getByRole('region', { name: 'Daily Poll Queue' });
    within(polls).getByRole('region', { name: 'Weekly Poll Queue' });
  });

  it('gives a moderator Reports Management and the Moderation Log alone', async () => {
    renderWithProviders(<AdminPage />, { session: member('moderator'), path: '/admin' });
    const tabs = within(await screen.findByRole('tablist', { name: 'Admin sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Reports Management',
      'Moderation Log',
    ]);
    screen.getByRole('tabpanel', { name: 'Reports Management' });
    expect(admin.countUsers).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: 'View as' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Daily Polls' })).toBeNull();
  });

  it('tells staff signed in without a second factor, while one is required, to set it up', async () => {
    closedForLackOfSecondFactor = true;
    renderWithProviders(<AdminPage />, { session: member('admin'), path: '/admin' });
    const required = await screen.findByRole('region', {
      name: 'Two-step verification required',
    });
    within(required).getByText(
      'Two-step verification is required for the admin panel. Set it up on your profile; if it is already on, sign out and sign in again with your code.',
    );
    expect(
      within(required).getByRole('link', { name: 'Go to your profile' }).getAttribute('href'),
    ).toBe('/profile');
    // No tool is shown, so nothing is read.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Daily Polls' })).toBeNull();
    expect(admin.countUsers).not.toHaveBeenCalled();
    expect(polls.subscribeToAllPolls).not.toHaveBeenCalled();
  });
});
