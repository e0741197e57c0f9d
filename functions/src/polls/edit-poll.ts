// The discussion's author rewrites its poll (question, options, choice limit, closing time,
// results) while it is open and nobody has voted: once a ballot names an option, options never
// change under it. The draft is judged as createThread judges it. Anyone but the author, a closed
// poll and a poll with ballots are refused with the form's toast, and nothing changes.
import { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  DISCUSSION_POLL_TOASTS,
  editPollInput,
  isPollOpen,
  POLL_TOASTS,
  pollSchema,
  readStoredFields,
} from '@salon/domain';
import { threadRef } from '../forum/post-refs.js';
import { authorIdOf } from '../shared/authored-post.js';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { refuse } from '../shared/refusal.js';
import { refuseBadDiscussionPoll } from './discussion-poll-draft.js';
import { editedPollFields } from './new-poll-fields.js';
import { pollRef } from './poll-refs.js';

export const editPoll = onCall(async (request): Promise<{ edited: boolean }> => {
  const { uid } = await requireMember(request);
  refuseBadDiscussionPoll(request.data, Date.now());
  const { pollId, ...draft } = parseInput(editPollInput, request.data);
  const poll = pollRef(pollId);
  const found = await poll.get();
  if (!found.exists) throw refuse('not-found', POLL_TOASTS.pollNotFound);
  const { threadId } = readStoredFields(pollSchema, found.data(), ['threadId']);
  if (typeof threadId !== 'string' || (await authorIdOf(threadRef(threadId))) !== uid) {
    throw refuse('permission-denied', DISCUSSION_POLL_TOASTS.editNotAllowed);
  }
  await db.runTransaction(async (transaction) => {
    const [current, ballots] = await Promise.all([
      transaction.get(poll),
      transaction.get(poll.collection('votes').limit(1)),
    ]);
    const data = current.data();
    if (!data) throw refuse('not-found', POLL_TOASTS.pollNotFound);
    // Stored times read back as Timestamps, whatever the type says of what is written.
    const { closesAt: stored } = data;
    const closesAt = stored instanceof Timestamp ? stored.toDate() : stored;
    if (!isPollOpen({ isActive: data.isActive, closesAt }, Date.now())) {
      throw refuse('failed-precondition', DISCUSSION_POLL_TOASTS.closedNoEdit);
    }
    // A ballot not yet counted locks it as surely as a counted one.
    if (data.totalVotes > 0 || !ballots.empty) {
      throw refuse('failed-precondition', DISCUSSION_POLL_TOASTS.lockedByVotes);
    }
    transaction.update(poll, editedPollFields(draft));
  });
  return { edited: true };
});
