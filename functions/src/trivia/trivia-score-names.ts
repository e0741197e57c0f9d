// A member's rows on the trivia leaderboards (one a month they scored in, as their record lists
// them): renamed for what their profile says now (profiles/show-members-as-profiles-say.ts), and
// deleted with their account.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { readStoredFields, triviaStatsSchema } from '@salon/domain';
import { triviaScoreRef, triviaStatsRef } from './trivia-refs.js';
import type { Writes } from '../shared/stored.js';

/** The rows the record `stats` lists; none without a record. */
export function triviaScoresOf(stats: DocumentSnapshot) {
  const { scoreKey, monthlyPoints = {} } = readStoredFields(triviaStatsSchema, stats.data(), [
    'scoreKey',
    'monthlyPoints',
  ]);
  if (scoreKey === undefined) return [];
  return Object.keys(monthlyPoints).map((month) => triviaScoreRef(month, scoreKey));
}

export async function nameInTriviaScores(
  uid: string,
  memberId: string | null,
  writes: Writes,
): Promise<void> {
  const rows = triviaScoresOf(await triviaStatsRef(uid).get());
  for (const row of rows) writes.update(row, { memberId });
}
