// A member's rows on the games' weekly leaderboards, renamed for what their profile says now
// (profiles/show-members-as-profiles-say.ts): one row a week and game they played.
import { gameStatsSchema, readStoredFields } from '@salon/domain';
import type { Writes } from '../shared/stored.js';
import { gameScoreRef, gameStatsRef } from './game-refs.js';

export async function nameInGameScores(
  uid: string,
  memberId: string | null,
  writes: Writes,
): Promise<void> {
  const stats = await gameStatsRef(uid).get();
  const { scoreKey, weeks = [] } = readStoredFields(gameStatsSchema, stats.data(), [
    'scoreKey',
    'weeks',
  ]);
  if (scoreKey === undefined) return;
  for (const week of weeks) {
    const [weekKey, game] = week.split('_') as [string, string];
    writes.update(gameScoreRef(weekKey, game, scoreKey), { memberId });
  }
}
