// "Reacted": a member's reaction on a discussion or any of its replies adds to their activity
// record of that discussion; taking it back (toggling off, or the reply going) removes it.
// Reactions are never anonymous and name their member (`userId`).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { reactionSchema, readStoredFields } from '@salon/domain';
import { createdOrDeleted } from '../shared/created-or-deleted.js';
import { incarnationKey } from '../shared/incarnation.js';
import { recordActivity } from './activity-records.js';

export const trackReactionActivity = onDocumentWritten(
  'threads/{threadId}/reactions/{reactionId}',
  async (event) => {
    const change = createdOrDeleted(event.data?.before, event.data?.after);
    const reaction = change?.snapshot;
    const added = change?.delta === 1;
    const { userId: memberId, createdAt } = readStoredFields(reactionSchema, reaction?.data(), [
      'userId',
      'createdAt',
    ]);
    if (!reaction || memberId === undefined) return;
    await recordActivity({
      memberId,
      target: { kind: 'thread', threadId: event.params.threadId },
      change: added
        ? { kind: 'reacted', at: createdAt ?? new Date() }
        : { kind: 'reactionRemoved' },
      eventKey: `activity_${added ? 'reacted' : 'unreacted'}_${incarnationKey(reaction)}`,
    });
  },
);
