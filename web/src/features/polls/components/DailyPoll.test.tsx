import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_TOAST } from '@salon/domain';
import { AppError } from '../../../lib/app-error';
import { member, visitor } from '../../../test/providers';
import { currentPath, renderWithProviders } from '../../../test/render';
import { aPoll, fakePollsApi, type FakePollsApi } from '../testing/fake-polls-api';
import { DailyPoll, WeeklyPoll } from './DailyPoll';

let api: FakePollsApi;
vi.mock('../api/polls-api', async () =>
  (await import('../testing/fake-polls-api')).fakePollsApiModule(() => api),
);

function renderPoll(session = member()) {
  return renderWithProviders(<DailyPoll renderDiscussion={() => null} />, {
    session,
    path: '/salon',
  });
}

function showPoll(poll = aPoll()) {
  act(() => api.live.activePoll?.(poll));
}

function vote(optionId: string | null) {
  act(() => api.live.ownVote?.(optionId === null ? null : [optionId]));
}

function results() {
  return screen.getByRole('list', { name: 'Results' });
}

/** Each result row as "text · count · percentage", in order. */
function resultRows() {
  return within(results())
    .getAllByRole('listitem')
    .map((row) =>
      [
        row.querySelector('.poll-result__text')?.firstChild?.textContent,
        row.querySelector('.poll-result__count')?.textContent,
        row.querySelector('.poll-result__percentage')?.textContent,
      ].join(' · '),
    );
}

describe('DailyPoll', () => {
  beforeEach(() => {
    api = fakePollsApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a skeleton until the poll arrives', () => {
    renderPoll();
    expect(screen.getByRole('status', { name: 'Loading poll' })).toBeTruthy();
  });

  it('says "No polls available" when no poll is active', () => {
    renderPoll();
    act(() => api.live.activePoll?.(null));
    expect(screen.getByText('No polls available')).toBeTruthy();
    expect(screen.getByText('Check back later for new polls!')).toBeTruthy();
  });

  it('only logs a failed poll load and shows the empty state', () => {
    renderPoll();
    act(() => api.live.activePollError?.(new Error('unavailable')));
    expect(screen.getByText('No polls available')).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByText(/unavailable/)).toBeNull();
  });

  it("shows the newest active poll's title, description and selectable options", () => {
    renderPoll();
    showPoll();
    vote(null);
    expect(screen.getByRole('heading', { name: 'Which Brahms symphony?' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Which Brahms symphony?' })).toBeTruthy();
    expect(screen.getByText('Pick the one you would take to a desert island.')).toBeTruthy();
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'No. 1 in C minor',
      'No. 4 in E minor',
      'No. 3 in F major',
    ]);
    expect(options.every((option) => !(option as HTMLInputElement).checked)).toBe(true);
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
  });

  it("listens to the member's own vote in this poll", () => {
    renderPoll();
    showPoll();
    expect(api.subscribeToOwnVote).toHaveBeenCalledWith(
      'poll-1',
      'uid-clara',
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('enables Vote only once an option is selected, then casts that vote', async () => {
    renderPoll();
    showPoll();
    vote(null);
    const voteButton = screen.getByRole('button', { name: 'Vote' });
    expect((voteButton as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'No. 4 in E minor' }));
    expect((voteButton as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(voteButton);
    expect(api.castVote).toHaveBeenCalledWith('poll-1', 'uid-clara', ['o2']);
  });

  it('locks the options after voting and shows counts and rounded percentages, the choice highlighted', () => {
    renderPoll();
    showPoll();
    vote('o2');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(resultRows()).toEqual([
      'No. 1 in C minor · 1 vote · 33%',
      'No. 4 in E minor · 2 votes · 67%',
      'No. 3 in F major · 0 votes · 0%',
    ]);
    const chosen = within(results()).getAllByRole('listitem')[1]!;
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(chosen.textContent).toContain('Your vote');
    expect(within(results()).getAllByText('Your vote')).toHaveLength(1);
    expect(screen.getByText('3 votes in total')).toBeTruthy();
  });

  it('moves the percentages live as others vote', () => {
    renderPoll();
    showPoll();
    vote('o2');
    showPoll(aPoll({ voteCounts: { o1: 3, o2: 2, o3: 3 }, totalVotes: 8 }));
    expect(resultRows()).toEqual([
      'No. 1 in C minor · 3 votes · 38%',
      'No. 4 in E minor · 2 votes · 25%',
      'No. 3 in F major · 3 votes · 38%',
    ]);
    expect(screen.getByText('8 votes in total')).toBeTruthy();
  });

  it('shows 0% everywhere while no vote is counted yet', () => {
    renderPoll();
    showPoll(aPoll({ voteCounts: { o1: 0, o2: 0, o3: 0 }, totalVotes: 0 }));
    vote('o1');
    expect(resultRows().map((row) => row.split(' · ')[2])).toEqual(['0%', '0%', '0%']);
  });

  it('changes a vote by voting again, starting from the current choice', async () => {
    renderPoll();
    showPoll();
    vote('o2');
    await userEvent.click(screen.getByRole('button', { name: 'Change vote' }));
    expect(
      (screen.getByRole('radio', { name: 'No. 4 in E minor' }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'No. 1 in C minor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(api.castVote).toHaveBeenLastCalledWith('poll-1', 'uid-clara', ['o1']);
    vote('o1');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Results' })).toBeTruthy());
    expect(within(results()).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('goes back to the results when a change is cancelled, casting nothing', async () => {
    renderPoll();
    showPoll();
    vote('o2');
    await userEvent.click(screen.getByRole('button', { name: 'Change vote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(results()).toBeTruthy();
    expect(api.castVote).not.toHaveBeenCalled();
  });

  it('keeps the ballot and only logs when a vote fails', async () => {
    api.castVote.mockRejectedValue(new Error('permission-denied'));
    renderPoll();
    showPoll();
    vote(null);
    await userEvent.click(screen.getByRole('radio', { name: 'No. 1 in C minor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('radio', { name: 'No. 1 in C minor' })).toBeTruthy();
    expect(screen.queryByText(/permission-denied/)).toBeNull();
  });

  it('says Slow Down when the member votes too often, keeping the ballot', async () => {
    api.castVote.mockRejectedValue(new AppError('rejected', 'rate limited', RATE_LIMIT_TOAST));
    renderPoll();
    showPoll();
    vote(null);
    await userEvent.click(screen.getByRole('radio', { name: 'No. 1 in C minor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('Slow Down')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'No. 1 in C minor' })).toBeTruthy();
  });

  it('asks a visitor to sign in instead of voting', async () => {
    renderPoll(visitor);
    showPoll();
    expect(api.subscribeToOwnVote).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'No. 1 in C minor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(api.castVote).not.toHaveBeenCalled();
    expect(await screen.findByText('Sign In Required')).toBeTruthy();
    expect(currentPath()).toBe('/auth');
  });

  it('shows a newly opened poll in place of the old one, live', () => {
    renderPoll();
    showPoll();
    vote('o2');
    showPoll(aPoll({ id: 'poll-2', title: 'Best Bach cantata?' }));
    expect(screen.getByRole('heading', { name: 'Best Bach cantata?' })).toBeTruthy();
    expect(api.subscribeToOwnVote).toHaveBeenLastCalledWith(
      'poll-2',
      'uid-clara',
      expect.any(Function),
      expect.any(Function),
    );
  });
});

describe('WeeklyPoll', () => {
  beforeEach(() => {
    api = fakePollsApi();
  });

  it('shows the week’s poll while there is one, and nothing while there is none', () => {
    renderWithProviders(<WeeklyPoll />, { session: member(), path: '/salon' });
    expect(screen.getByRole('status', { name: 'Loading poll' })).toBeTruthy();
    act(() =>
      api.live.weeklyPoll?.(aPoll({ id: 'weekly-1', kind: 'weekly', title: 'Which concerto?' })),
    );
    const section = screen.getByRole('region', { name: 'Poll of the Week' });
    expect(within(section).getByRole('heading', { name: 'Which concerto?' })).toBeTruthy();
    act(() => api.live.weeklyPoll?.(null));
    expect(screen.queryByRole('region', { name: 'Poll of the Week' })).toBeNull();
  });
});
