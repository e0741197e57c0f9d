// Keeps a poll's `voteCounts` and `totalVotes` exact from its votes' writes: a first vote adds
// one to its option and to the total, a changed vote moves one from the old option to the new,
// voting the same option again changes nothing. Increments never read the poll, so concurrent
// votes do not contend, and they commute, so the order votes land in does not matter. Each write
// is applied once (shared/apply-once.ts), so a redelivered event changes nothing.
import { FieldValue, type DocumentSnapshot, type UpdateData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isPollOptionId, type pollSchema } from '@salon/domain';
import { applyOnce } from '../shared/apply-once.js';
import { writeKey } from '../shared/incarnation.js';
import type { StoredData } from '../shared/stored.js';
import { pollAppliedEventRef, pollRef } from './poll-refs.js';

export const countVotes = onDocumentWritten('polls/{pollId}/votes/{uid}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const was = votedOption(before);
  const now = votedOption(after);
  const key = writeKey(before, after);
  if (was === now || key === null) return;
  const changes: UpdateData<StoredData<typeof pollSchema>> = {};
  if (was !== null) changes[`voteCounts.${was}`] = FieldValue.increment(-1);
  if (now !== null) changes[`voteCounts.${now}`] = FieldValue.increment(1);
  if (was === null || now === null) changes.totalVotes = FieldValue.increment(now ? 1 : -1);
  const { pollId } = event.params;
  await applyOnce(pollAppliedEventRef(pollId, key), (batch) =>
    batch.update(pollRef(pollId), changes),
  );
});

/** The option a vote names, or null when there is none (or not one createPoll could have made). */
function votedOption(snapshot: DocumentSnapshot | undefined): string | null {
  if (!snapshot?.exists) return null;
  const optionId: unknown = snapshot.get('optionId');
  return typeof optionId === 'string' && isPollOptionId(optionId) ? optionId : null;
}
