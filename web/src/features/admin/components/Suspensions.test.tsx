// Suspending and lifting from the admin panel: User Management's Suspension column and dialogs, and
// the durations a moderator is offered from a report.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { AdminUserRow, CallableInput } from '@salon/domain';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { fakeAdminApi, type FakeAdminApi } from '../testing/fake-admin-api';
import { UserManagement } from './UserManagement';
import { SuspendDialog } from './SuspendDialog';

let api: FakeAdminApi;
const calls: {
  suspendMember: Mock<(input: CallableInput<'suspendMember'>) => Promise<unknown>>;
  liftSuspension: Mock<(input: CallableInput<'liftSuspension'>) => Promise<unknown>>;
} = { suspendMember: vi.fn(), liftSuspension: vi.fn() };
vi.mock('../api/users', async () =>
  (await import('../testing/fake-admin-api')).fakeUsersApiModule(() => api),
);
vi.mock('../api/suspensions', () => ({
  suspendMember: (_functions: unknown, input: CallableInput<'suspendMember'>) =>
    calls.suspendMember(input),
  liftSuspension: (_functions: unknown, input: CallableInput<'liftSuspension'>) =>
    calls.liftSuspension(input),
}));

const rows: AdminUserRow[] = [
  { uid: 'uid-clara', username: 'clara', displayName: 'Clara', role: 'admin' },
  { uid: 'uid-johannes', username: 'johannes', displayName: 'Johannes', role: 'admin' },
  { uid: 'uid-fanny', username: 'fanny', displayName: 'Fanny', role: 'user' },
];

const END = Date.UTC(2031, 4, 12, 14, 0);

function renderUsers() {
  return renderWithProviders(<UserManagement actor={{ uid: 'uid-clara', role: 'admin' }} />, {
    session: member('admin'),
    path: '/admin',
  });
}

describe('User Management suspensions', () => {
  beforeEach(() => {
    api = fakeAdminApi(rows);
    calls.suspendMember.mockReset().mockResolvedValue({ suspendedUntil: END });
    calls.liftSuspension.mockReset().mockResolvedValue({ lifted: true });
  });

  it('offers Suspend on members’ rows only: never one’s own or an admin’s', async () => {
    renderUsers();
    await screen.findByRole('button', { name: 'Suspend @fanny' });
    expect(screen.queryByRole('button', { name: 'Suspend @clara' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend @johannes' })).toBeNull();
  });

  it('asks for a reason, sends the chosen duration, then shows the end and Lift', async () => {
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend @fanny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @fanny' });
    const duration = within(dialog).getByRole('combobox', { name: 'Duration' });
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 day', '7 days', '30 days', 'Permanent (ban)']);
    await userEvent.selectOptions(duration, '30 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    within(dialog).getByText('Please give a reason for the suspension.');
    expect(calls.suspendMember).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam links');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(calls.suspendMember).toHaveBeenCalledWith({
      memberId: 'uid-fanny',
      duration: '30d',
      reason: 'Spam links',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByText(/^Suspended until May 12, 2031/);
    within(screen.getByRole('region', { name: /^Messages/ })).getByText('Member Suspended');

    await userEvent.click(screen.getByRole('button', { name: 'Lift suspension of @fanny' }));
    const lift = await screen.findByRole('dialog', { name: 'Lift the suspension of @fanny' });
    await userEvent.type(within(lift).getByRole('textbox', { name: 'Reason (optional)' }), 'Sorry');
    await userEvent.click(within(lift).getByRole('button', { name: 'Lift suspension' }));
    expect(calls.liftSuspension).toHaveBeenCalledWith({ memberId: 'uid-fanny', reason: 'Sorry' });
    await screen.findByRole('button', { name: 'Suspend @fanny' });
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    calls.suspendMember.mockRejectedValue(
      Object.assign(new Error('Administrators cannot be suspended.'), {
        code: 'functions/permission-denied',
      }),
    );
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend @fanny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @fanny' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    // The open modal hides the rest of the page from the accessibility tree, the toasts included.
    const toasts = within(screen.getByRole('region', { name: /^Messages/, hidden: true }));
    await toasts.findByText('Failed to suspend member.');
    toasts.getByText('Administrators cannot be suspended.');
    screen.getByRole('dialog', { name: 'Suspend @fanny' });
  });
});

describe('SuspendDialog', () => {
  it('offers a moderator 1 and 7 days only', () => {
    renderWithProviders(
      <SuspendDialog
        title="Delete content and suspend author"
        description="d"
        actionLabel="Delete content and suspend author"
        actorRole="moderator"
        open
        onOpenChange={() => {}}
        busy={false}
        onSuspend={() => Promise.resolve(true)}
      />,
      { session: member('moderator'), path: '/admin' },
    );
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 day', '7 days']);
  });
});
