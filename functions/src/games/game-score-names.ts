// A member's rows on the games' weekly leaderboards (one a week and game they played, as their
// record lists them): renamed for what their profile says now
// (profiles/show-members-as-profiles-say.ts), and deleted with their account.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { gameStatsSchema, readStoredFields } from '@salon/domain';
import type { Writes } from '../shared/stored.js';
import { gameScoreRef, gameStatsRef } from './game-refs.js';

/** The rows the record `stats` lists; none without a record. */
export function gameScoresOf(stats: DocumentSnapshot) {
  const { scoreKey, weeks = [] } = readStoredFields(gameStatsSchema, stats.data(), [
    'scoreKey',
    'weeks',
  ]);
  if (scoreKey === undefined) return [];
  return weeks.map((week) => {
    const [weekKey, game] = week.split('_') as [string, string];
    return gameScoreRef(weekKey, game, scoreKey);
  });
}

export async function nameInGameScores(
  uid: string,
  memberId: string | null,
  writes: Writes,
): Promise<void> {
  const rows = gameScoresOf(await gameStatsRef(uid).get());
  for (const row of rows) writes.update(row, { memberId });
}
