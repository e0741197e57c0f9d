// A member's rows on the trivia leaderboards, renamed for what their profile says now
// (profiles/show-members-as-profiles-say.ts): one row a month they scored in.
import { triviaScoreRef, triviaStatsRef } from './trivia-refs.js';
import type { Writes } from '../shared/stored.js';

export async function nameInTriviaScores(
  uid: string,
  memberId: string | null,
  writes: Writes,
): Promise<void> {
  const stats = await triviaStatsRef(uid).get();
  if (!stats.exists) return;
  const scoreKey = stats.get('scoreKey') as string;
  const months = Object.keys((stats.get('monthlyPoints') as Record<string, number>) ?? {});
  for (const month of months) writes.update(triviaScoreRef(month, scoreKey), { memberId });
}
