// Keeps a poll's `voteCounts` and `totalVotes` exact from its ballots' writes. `totalVotes`
// counts ballots (members who voted); each option counts the ballots naming it. A first ballot
// adds one to each option it names and to the total, a changed ballot moves one from each option
// it no longer names to each it newly names, the same ballot again changes nothing, a deleted
// one (its member's account deleted) takes its ones back. The changes commute, so the order
// ballots land in does not matter. Each write is applied once, so a redelivered event changes
// nothing, and the daily poll's morning rush is folded into the poll at most once a second
// (shared/folded-counters.ts).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isPollOptionId, pollVoteSchema, readStoredFields } from '@salon/domain';
import { addToCounters } from '../shared/folded-counters.js';
import { writeKey } from '../shared/incarnation.js';
import { pollAppliedEventRef, pollRef } from './poll-refs.js';

export const countVotes = onDocumentWritten('polls/{pollId}/votes/{uid}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const was = ballotOptions(before);
  const now = ballotOptions(after);
  const key = writeKey(before, after);
  if (key === null) return;
  const increments: Record<string, number> = {};
  for (const optionId of was ?? []) {
    if (!now?.has(optionId)) increments[`voteCounts.${optionId}`] = -1;
  }
  for (const optionId of now ?? []) {
    if (!was?.has(optionId)) increments[`voteCounts.${optionId}`] = 1;
  }
  if ((was === null) !== (now === null)) increments.totalVotes = now ? 1 : -1;
  if (Object.keys(increments).length === 0) return;
  const { pollId } = event.params;
  await addToCounters(pollRef(pollId), pollAppliedEventRef(pollId, key), { increments });
});

/**
 * The options a ballot names, or null when there is no ballot (or none createThread or createPoll
 * could have numbered: rules let no other through).
 */
function ballotOptions(snapshot: DocumentSnapshot | undefined): Set<string> | null {
  const { optionIds } = readStoredFields(pollVoteSchema, snapshot?.data(), ['optionIds']);
  if (!optionIds) return null;
  const counted = optionIds.filter((optionId) => isPollOptionId(optionId));
  return counted.length > 0 ? new Set(counted) : null;
}
