import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { gameScoreSchema, gameStatsSchema, withDates } from '@salon/domain';
import { gameRecordOf, gameScoreOf } from './games-api';

// A game's page reads the member's record and the week's leaderboard field by field (zod would
// join the page's first visit): these readers must agree with the domain's schemas.
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('gameRecordOf reads what gameStatsSchema stores', () => {
  const stored = {
    games: {
      intervals: { best: 420, level: 3, rounds: 7 },
      'name-the-work': { best: 95, level: 1, rounds: 1 },
    },
    scoreKey: 'score-key-1',
    weeks: ['2026-W48_intervals'],
    updatedAt: at('2026-11-28T20:00:00Z'),
  };

  it('each game played, and none for a game never played', () => {
    expect(gameRecordOf(stored)).toEqual(gameStatsSchema.parse(withDates(stored)).games);
    expect(gameRecordOf(stored)?.chords).toBeUndefined();
  });

  it('no record for a member who never played', () => {
    expect(gameRecordOf(undefined)).toBeNull();
    expect(gameRecordOf({ updatedAt: stored.updatedAt })).toBeNull();
  });
});

describe('gameScoreOf reads what gameScoreSchema stores', () => {
  it('a named member and a private one', () => {
    for (const memberId of ['uid-clara', null]) {
      const stored = { points: 380, memberId, reachedAt: at('2026-11-27T10:00:00Z') };
      const { points, memberId: read } = gameScoreSchema.parse(withDates(stored));
      expect(gameScoreOf(stored)).toEqual({ points, memberId: read });
    }
  });
});
