// The Moderation Log tab: its table, its filters and its pages, over a faked reader.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { MODERATION_LOG_PAGE_SIZE, type ModerationLogFilters } from '@salon/domain';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import type { LogPage, LogRow } from '../api/moderation-log';
import { ModerationLog } from './ModerationLog';

const readLogPage: Mock<
  (reader: { isAdmin: boolean }, filters: ModerationLogFilters, after: unknown) => Promise<LogPage>
> = vi.fn();
const usernames: Record<string, string> = { felix: 'uid-felix', admin: 'uid-admin' };
vi.mock('../api/moderation-log', () => ({
  readLogPage: (_firestore: unknown, ...rest: Parameters<typeof readLogPage>) =>
    readLogPage(...rest),
  memberIdByUsername: async (_firestore: unknown, name: string) =>
    usernames[name.trim().replace(/^@/, '').toLowerCase()] ?? null,
}));

const row = (id: number, overrides: Partial<LogRow> = {}): LogRow => ({
  id: `e${id}`,
  createdAt: new Date(Date.now() - id * 60_000),
  actorName: '@admin',
  action: 'suspension',
  target: '@felix',
  memberName: '@felix',
  reason: 'Spam',
  detail: 'Until Dec 3, 2026',
  ...overrides,
});
/** A full page of entries, and the cursor of the next (a stand-in object). */
const firstPage: LogPage = {
  rows: Array.from({ length: MODERATION_LOG_PAGE_SIZE }, (_, index) => row(index)),
  next: { cursor: 'after page 1' } as unknown as LogPage['next'],
};
const lastPage: LogPage = {
  rows: [row(99, { action: 'roleChange', target: '@lili', detail: 'user to moderator' })],
  next: null,
};

function renderLog(isAdmin: boolean) {
  return renderWithProviders(<ModerationLog isAdmin={isAdmin} />, {
    session: member(isAdmin ? 'admin' : 'moderator'),
    path: '/admin',
  });
}

describe('ModerationLog', () => {
  beforeEach(() => {
    readLogPage
      .mockReset()
      .mockImplementation(async (_reader, _filters, after) => (after ? lastPage : firstPage));
  });

  it('shows each entry in its columns, then pages older and newer by cursor', async () => {
    renderLog(true);
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('Suspension');
    expect(first.textContent).toContain('@admin');
    expect(first.textContent).toContain('Until Dec 3, 2026');
    expect(readLogPage).toHaveBeenLastCalledWith({ isAdmin: true }, expect.anything(), null);

    // The page buttons are drawn anew with each page read.
    const pageButton = (name: 'Newer' | 'Older') =>
      within(screen.getByRole('navigation', { name: 'Log pages' })).getByRole('button', { name });
    expect(pageButton('Newer')).toHaveProperty('disabled', true);
    await userEvent.click(pageButton('Older'));
    expect(await screen.findByText('user to moderator')).toBeTruthy();
    expect(readLogPage).toHaveBeenLastCalledWith(
      { isAdmin: true },
      expect.anything(),
      firstPage.next,
    );
    expect(pageButton('Older')).toHaveProperty('disabled', true);
    await userEvent.click(pageButton('Newer'));
    expect(await screen.findAllByText('Until Dec 3, 2026')).toHaveLength(MODERATION_LOG_PAGE_SIZE);
  });

  it('filters by actor, action and member, from the first page', async () => {
    renderLog(true);
    await screen.findByRole('table');
    const filters = screen.getByRole('form', { name: 'Filter the moderation log' });
    await userEvent.type(within(filters).getByLabelText('Actor'), '@Admin');
    await userEvent.selectOptions(within(filters).getByLabelText('Action'), 'Suspension');
    await userEvent.type(within(filters).getByLabelText('Member'), 'felix');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(readLogPage).toHaveBeenLastCalledWith(
        { isAdmin: true },
        { actorId: 'uid-admin', action: 'suspension', memberId: 'uid-felix' },
        null,
      ),
    );
  });

  it('names an unknown member and reads nothing more', async () => {
    renderLog(true);
    await screen.findByRole('table');
    const calls = readLogPage.mock.calls.length;
    await userEvent.type(screen.getByLabelText('Member'), '@nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No member is called @nobody.');
    expect(readLogPage.mock.calls.length).toBe(calls);
  });

  it('offers a moderator only the actions of report handling', async () => {
    renderLog(false);
    await screen.findByRole('table');
    const actions = within(screen.getByLabelText('Action'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(actions).not.toContain('Role change');
    expect(actions).not.toContain('Suspension');
    expect(actions).toContain('Report status change');
    expect(readLogPage).toHaveBeenLastCalledWith({ isAdmin: false }, expect.anything(), null);
  });

  it('says so when the log cannot be read, and Try Again reads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    readLogPage.mockRejectedValueOnce(new Error('offline'));
    renderLog(true);
    expect(await screen.findByText('Failed to load the moderation log.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    readLogPage.mockResolvedValue({ rows: [], next: null });
    renderLog(true);
    expect(await screen.findByText('No entries')).toBeTruthy();
    expect(screen.getByText('Staff actions appear here as they happen.')).toBeTruthy();
  });
});
