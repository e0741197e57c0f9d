import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TriviaStats as Stats } from '@salon/domain';
import { member, visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import type { LeaderboardRow } from '../../../components/member/Leaderboard';
import type { TriviaRecordItem } from '../api/types';
import { TriviaLeaderboard } from './TriviaLeaderboard';
import { TriviaStats } from './TriviaStats';

const api = {
  readLeaderboard: vi.fn<(monthKey: string) => Promise<LeaderboardRow[]>>(),
  record: null as ((record: TriviaRecordItem) => void) | null,
  recordError: null as ((error: Error) => void) | null,
};
vi.mock('../api/trivia-api', () => ({
  readLeaderboard: (_services: unknown, monthKey: string) => api.readLeaderboard(monthKey),
  subscribeToTriviaRecord: (
    _firestore: unknown,
    _uid: string,
    onRecord: (record: TriviaRecordItem) => void,
    onError: (error: Error) => void,
  ) => {
    api.record = onRecord;
    api.recordError = onError;
    return () => {};
  },
}));

const stats = (changes: Partial<Stats> = {}): Stats => ({
  streak: 4,
  bestStreak: 9,
  totalRight: 23,
  totalAnswered: 30,
  lastRightDay: '2026-11-27',
  monthlyPoints: { '2026-11': 120 },
  scoreKey: 'k',
  updatedAt: new Date(),
  ...changes,
});

describe('TriviaStats', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

  it('shows the standing streak, the best one and the total answered right', () => {
    renderWithProviders(<TriviaStats uid="u1" />, { session: member(), path: '/profile' });
    act(() =>
      api.record?.({
        stats: stats(),
        newest: { dayKey: '2026-11-28', previousDayKey: '2026-11-27' },
      }),
    );
    const record = screen.getByRole('region', { name: 'Trivia' });
    expect(
      within(record)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['4 days', '9 days', '23']);
  });

  it('shows a streak broken by a missed question as 0 days', () => {
    renderWithProviders(<TriviaStats uid="u1" />, { session: member(), path: '/profile' });
    act(() =>
      api.record?.({
        stats: stats(),
        newest: { dayKey: '2026-11-29', previousDayKey: '2026-11-28' },
      }),
    );
    expect(screen.getAllByRole('definition')[0]!.textContent).toBe('0 days');
  });

  it('shows nothing before a first answer, or where the rules refuse the record', () => {
    renderWithProviders(<TriviaStats uid="u1" />, { session: member(), path: '/profile' });
    act(() => api.record?.({ stats: null, newest: null }));
    expect(screen.queryByRole('region', { name: 'Trivia' })).toBeNull();
    act(() => api.recordError?.(new Error('permission-denied')));
    expect(screen.queryByRole('region', { name: 'Trivia' })).toBeNull();
  });
});

describe('TriviaLeaderboard', () => {
  beforeEach(() => {
    api.readLeaderboard.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('ranks this month’s rows, naming public members and hiding private ones', async () => {
    api.readLeaderboard.mockResolvedValue([
      {
        id: 'a',
        points: 140,
        member: {
          userId: 'u1',
          username: 'clara',
          displayName: 'Clara Wieck',
          avatar: null,
          featuredBadge: null,
        },
      },
      { id: 'b', points: 90, member: 'private' },
      { id: 'c', points: 40, member: 'former' },
    ]);
    renderWithProviders(<TriviaLeaderboard />, { session: visitor, path: '/trivia/leaderboard' });
    expect(api.readLeaderboard).toHaveBeenCalledWith(new Date().toISOString().slice(0, 7));
    const rows = within(await screen.findByRole('list', { name: /leaderboard$/ })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Clara Wieck140 points',
      'A private member90 points',
      'A former member40 points',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Clara Wieck' }).getAttribute('href')).toBe(
      '/clara',
    );
  });

  it('says so when the month has no points yet, or the board cannot be read', async () => {
    api.readLeaderboard.mockResolvedValue([]);
    const { unmount } = renderWithProviders(<TriviaLeaderboard />, {
      session: visitor,
      path: '/trivia/leaderboard',
    });
    expect(await screen.findByText('No points yet this month.')).toBeTruthy();
    unmount();
    api.readLeaderboard.mockRejectedValue(new Error('unavailable'));
    renderWithProviders(<TriviaLeaderboard />, { session: visitor, path: '/trivia/leaderboard' });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});
