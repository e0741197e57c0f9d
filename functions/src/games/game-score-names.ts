// A member's rows on the games' weekly leaderboards, renamed for what their profile says now
// (profiles/show-members-as-profiles-say.ts): one row a week and game they played.
import type { Writes } from '../shared/stored.js';
import { gameScoreRef, gameStatsRef } from './game-refs.js';

export async function nameInGameScores(
  uid: string,
  memberId: string | null,
  writes: Writes,
): Promise<void> {
  const stats = await gameStatsRef(uid).get();
  if (!stats.exists) return;
  const scoreKey = stats.get('scoreKey') as string;
  for (const week of stats.get('weeks') as string[]) {
    const [weekKey, game] = week.split('_') as [string, string];
    writes.update(gameScoreRef(weekKey, game, scoreKey), { memberId });
  }
}
