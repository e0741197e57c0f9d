import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityTab } from '@salon/domain';
import { readActivityPage, type ActivityCursor, type ActivityEntry } from '../api/activity-lists';
import { ActivitySection } from './ActivitySection';

vi.mock('reactfire', () => {
  const sdk = {};
  return { useAuth: () => sdk, useFirestore: () => sdk };
});
vi.mock('../api/activity-lists', () => ({ readActivityPage: vi.fn() }));

const entry = (title: string, changes: Partial<ActivityEntry> = {}): ActivityEntry => ({
  key: `thread_${title}`,
  kind: 'thread',
  targetId: title.toLowerCase().replaceAll(' ', '-'),
  title,
  isOpenPoll: false,
  at: new Date(Date.now() - 60_000),
  anonymous: 'none',
  ...changes,
});
const cursor = {} as ActivityCursor;

/** What each tab's pages hold: the first page, and a second behind `cursor` when given. */
function stored(pages: Partial<Record<ActivityTab, ActivityEntry[][]>>) {
  vi.mocked(readActivityPage).mockImplementation((_db, _uid, tab, after) => {
    const [first = [], second] = pages[tab] ?? [];
    if (after) return Promise.resolve({ entries: second ?? [], next: null });
    return Promise.resolve({ entries: first, next: second ? cursor : null });
  });
}

function renderSection() {
  return render(
    <MemoryRouter>
      <ActivitySection uid="uid-fanny" />
    </MemoryRouter>,
  );
}

const panel = () => screen.getByRole('tabpanel');

beforeEach(() => vi.clearAllMocks());

describe('ActivitySection', () => {
  it('names a region and a tablist "My activity", with the four tabs in order', async () => {
    stored({});
    renderSection();
    const region = screen.getByRole('region', { name: 'My activity' });
    const tabs = within(region).getByRole('tablist', { name: 'My activity' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Started', 'Replied', 'Reacted', 'Saved']);
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Started');
    await within(panel()).findByText('You have not started a discussion yet.');
  });

  it('links each discussion, marks anonymous posts and polls, and reads only the tab shown', async () => {
    stored({
      started: [[entry('Mahler 9', { anonymous: 'all' })]],
      replied: [
        [
          entry('Brahms 4', { anonymous: 'some' }),
          entry('Which Adagio?', { kind: 'poll', isOpenPoll: true, key: 'poll_p' }),
        ],
      ],
    });
    renderSection();
    const started = await within(panel()).findByRole('link', { name: 'Mahler 9' });
    expect(started.getAttribute('href')).toBe('/salon/thread/mahler-9');
    within(panel()).getByText('anonymous');
    expect(vi.mocked(readActivityPage).mock.calls.map(([, , tab]) => tab)).toEqual(['started']);

    await userEvent.click(screen.getByRole('tab', { name: 'Replied' }));
    await within(panel()).findByRole('link', { name: 'Brahms 4' });
    within(panel()).getByText('some replies anonymous');
    within(panel()).getByText('Poll');
    expect(within(panel()).getByRole('link', { name: 'Which Adagio?' }).getAttribute('href')).toBe(
      '/salon',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    stored({ saved: [[entry('Don Giovanni')]] });
    renderSection();
    await within(panel()).findByText('You have not started a discussion yet.');
    screen.getByRole('tab', { name: 'Started' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Saved' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Saved');
    await within(panel()).findByRole('link', { name: 'Don Giovanni' });
  });

  it('shows the next page under the first on "Show more", then no more', async () => {
    stored({ saved: [[entry('Newest')], [entry('Oldest')]] });
    renderSection();
    await userEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    await within(panel()).findByRole('link', { name: 'Newest' });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Show more' }));
    await within(panel()).findByRole('link', { name: 'Oldest' });
    expect(
      within(panel())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Newest', 'Oldest']);
    expect(within(panel()).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(vi.mocked(readActivityPage).mock.calls.at(-1)?.[3]).toBe(cursor);
  });

  it('says so when the activity cannot be read', async () => {
    vi.mocked(readActivityPage).mockRejectedValue(new Error('unavailable'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSection();
    await waitFor(() =>
      within(panel()).getByText('Failed to load your activity. Please try again.'),
    );
  });
});
