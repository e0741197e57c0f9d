// Keeps the reaction counters of a thread or reply exact: the per-type count and the total
// (`reactionCount`, the sort key) move together by +1 when a reaction document is created and -1
// when it is deleted, each change applied once per reaction incarnation, and folded into the post
// at most once a second however many members react at once (shared/folded-counters.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { reactionSchema, readStoredFields } from '@salon/domain';
import { addToCounters } from '../shared/folded-counters.js';
import { createdOrDeleted } from '../shared/created-or-deleted.js';
import { incarnationKey } from '../shared/incarnation.js';
import { appliedEventRef, postRef } from './post-refs.js';

export const countReactions = onDocumentWritten(
  'threads/{threadId}/reactions/{reactionId}',
  async (event) => {
    const change = createdOrDeleted(event.data?.before, event.data?.after);
    if (!change) return;
    const { snapshot, delta } = change;
    const { reactionType, replyId = null } = readStoredFields(reactionSchema, snapshot.data(), [
      'reactionType',
      'replyId',
    ]);
    if (reactionType === undefined) return;
    const { threadId } = event.params;
    const target = postRef(threadId, replyId);
    const key = `reactions_${delta > 0 ? 'added' : 'removed'}_${incarnationKey(snapshot)}`;
    await addToCounters(target, appliedEventRef(threadId, key), {
      increments: { reactionCount: delta, [`reactionCounts.${reactionType}`]: delta },
    });
  },
);
