// A member's rows on the trivia leaderboards, renamed for what their profile says now
// (profiles/show-members-as-profiles-say.ts): one row a month they scored in.
import { readStoredFields, triviaStatsSchema } from '@salon/domain';
import { triviaScoreRef, triviaStatsRef } from './trivia-refs.js';
import type { Writes } from '../shared/stored.js';

export async function nameInTriviaScores(
  uid: string,
  memberId: string | null,
  writes: Writes,
): Promise<void> {
  const stats = (await triviaStatsRef(uid).get()).data();
  const { scoreKey, monthlyPoints = {} } = readStoredFields(triviaStatsSchema, stats, [
    'scoreKey',
    'monthlyPoints',
  ]);
  if (scoreKey === undefined) return;
  const months = Object.keys(monthlyPoints);
  for (const month of months) writes.update(triviaScoreRef(month, scoreKey), { memberId });
}
