// "Reacted": a member's reaction on a discussion or any of its replies adds to their activity
// record of that discussion; taking it back (toggling off, or the reply going) removes it.
// Reactions are never anonymous and name their member (`userId`).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { incarnationKey } from '../shared/incarnation.js';
import { dateOf, recordActivity } from './activity-records.js';

export const trackReactionActivity = onDocumentWritten(
  'threads/{threadId}/reactions/{reactionId}',
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const added = !before?.exists && after?.exists;
    const removed = before?.exists && !after?.exists;
    const reaction = added ? after : removed ? before : undefined;
    const memberId: unknown = reaction?.get('userId');
    if (!reaction || typeof memberId !== 'string') return;
    await recordActivity({
      memberId,
      target: { kind: 'thread', threadId: event.params.threadId },
      change: added
        ? { kind: 'reacted', at: dateOf(reaction.get('createdAt')) }
        : { kind: 'reactionRemoved' },
      eventKey: `activity_${added ? 'reacted' : 'unreacted'}_${incarnationKey(reaction)}`,
    });
  },
);
