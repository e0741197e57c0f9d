import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gameWeekKey } from '@salon/domain';
import { member, visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import type { LeaderboardRow } from '../../../components/member/Leaderboard';
import type { GameRecord as Record } from '../api/types';
import { GameLeaderboard } from './GameLeaderboard';
import { GameList } from './GameList';
import { GameRecord } from './GameRecord';

const api = vi.hoisted(() => ({
  readLeaderboard: vi.fn<(weekKey: string, game: string) => Promise<LeaderboardRow[]>>(),
  record: null as ((record: Record) => void) | null,
  recordError: null as ((error: Error) => void) | null,
}));
vi.mock('../api/games-api', () => ({
  readGameLeaderboard: (_services: unknown, weekKey: string, game: string) =>
    api.readLeaderboard(weekKey, game),
  subscribeToGameRecord: (
    _firestore: unknown,
    _uid: string,
    onRecord: (record: Record) => void,
    onError: (error: Error) => void,
  ) => {
    api.record = onRecord;
    api.recordError = onError;
    return () => {};
  },
}));

describe('GameList', () => {
  it('names each game, linking to it, with what it asks', () => {
    renderWithProviders(<GameList />, { session: visitor, path: '/games' });
    expect(screen.getByRole('heading', { level: 1, name: 'Music Games' })).toBeTruthy();
    expect(screen.getByText(/^Train your ear\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Intervals' }).getAttribute('href')).toBe(
      '/games/intervals',
    );
    expect(screen.getByText(/name the interval between them\.$/)).toBeTruthy();
  });
});

describe('GameRecord', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

  it('shows each game played: its personal best, the level reached and the rounds', () => {
    renderWithProviders(<GameRecord uid="u1" />, { session: member(), path: '/profile' });
    act(() => api.record?.({ intervals: { best: 740, level: 3, rounds: 12 } }));
    const record = screen.getByRole('region', { name: 'Music Games' });
    expect(within(record).getByRole('heading', { level: 3, name: 'Intervals' })).toBeTruthy();
    expect(
      within(record)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Personal best', 'Level reached', 'Rounds played']);
    expect(
      within(record)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['740 points', 'Every interval within an octave', '12']);
  });

  it('shows nothing before a first round, or where the rules refuse the record', () => {
    renderWithProviders(<GameRecord uid="u1" />, { session: member(), path: '/profile' });
    act(() => api.record?.(null));
    expect(screen.queryByRole('region', { name: 'Music Games' })).toBeNull();
    act(() => api.record?.({}));
    expect(screen.queryByRole('region', { name: 'Music Games' })).toBeNull();
    act(() => api.recordError?.(new Error('permission-denied')));
    expect(screen.queryByRole('region', { name: 'Music Games' })).toBeNull();
  });
});

describe('GameLeaderboard', () => {
  beforeEach(() => {
    api.readLeaderboard.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('ranks this week’s rows, naming public members and hiding private ones', async () => {
    api.readLeaderboard.mockResolvedValue([
      {
        id: 'a',
        points: 910,
        member: {
          userId: 'u1',
          username: 'clara',
          displayName: 'Clara Wieck',
          avatar: null,
          featuredBadge: null,
        },
      },
      { id: 'b', points: 640, member: 'private' },
      { id: 'c', points: 300, member: 'former' },
    ]);
    renderWithProviders(<GameLeaderboard game="intervals" />, {
      session: visitor,
      path: '/games/intervals',
    });
    expect(api.readLeaderboard).toHaveBeenCalledWith(gameWeekKey(new Date()), 'intervals');
    const board = screen.getByRole('region', { name: 'This Week’s Leaderboard' });
    const rows = within(
      await within(board).findByRole('list', { name: 'This Week’s Leaderboard' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Clara Wieck910 points',
      'A private member640 points',
      'A former member300 points',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Clara Wieck' }).getAttribute('href')).toBe(
      '/clara',
    );
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
  });

  it('says so when the week has no rounds yet, or the board cannot be read', async () => {
    api.readLeaderboard.mockResolvedValue([]);
    const { unmount } = renderWithProviders(<GameLeaderboard game="intervals" />, {
      session: visitor,
      path: '/games/intervals',
    });
    expect(await screen.findByText('No rounds played this week yet.')).toBeTruthy();
    unmount();
    api.readLeaderboard.mockRejectedValue(new Error('unavailable'));
    renderWithProviders(<GameLeaderboard game="intervals" />, {
      session: visitor,
      path: '/games/intervals',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });

  it('reads the board again when a round ends', async () => {
    api.readLeaderboard.mockResolvedValue([]);
    function AfterRounds() {
      const [rounds, setRounds] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRounds(rounds + 1)}>
            Round over
          </button>
          <GameLeaderboard game="intervals" version={rounds} />
        </>
      );
    }
    renderWithProviders(<AfterRounds />, { session: visitor, path: '/games/intervals' });
    await screen.findByText('No rounds played this week yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Round over' }));
    await screen.findByText('No rounds played this week yet.');
    expect(api.readLeaderboard).toHaveBeenCalledTimes(2);
  });
});
