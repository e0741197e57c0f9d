// Tells a post's author that a member reacted to it, once per member, reaction type and post: the
// id is the reaction's own (member, type, target), so toggling off and on again finds the
// notification there and cannot flood the author. Never for reacting to one's own post. Reactions are never
// anonymous, but the post may be: its author is found through `private/author`.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { sendNotification } from '../notifications/send-notification.js';
import { postAuthorId, threadRef } from './post-refs.js';

export const notifyReaction = onDocumentCreated(
  'threads/{threadId}/reactions/{reactionId}',
  async (event) => {
    const reaction = event.data;
    if (!reaction) return;
    const { threadId, reactionId } = event.params;
    const reactorId: unknown = reaction.get('userId');
    const replyId: unknown = reaction.get('replyId');
    if (typeof reactorId !== 'string') return;
    const target = typeof replyId === 'string' ? replyId : null;
    const [recipientId, thread] = await Promise.all([
      postAuthorId(threadId, target),
      threadRef(threadId).get(),
    ]);
    if (recipientId === null || recipientId === reactorId || !thread.exists) return;
    await sendNotification({
      recipientId,
      notificationId: `reaction_${threadId}_${reactionId}`,
      event: {
        kind: 'reaction',
        on: target === null ? 'thread' : 'reply',
        threadTitle: String(thread.get('title')),
      },
      actorId: reactorId,
      data: {
        threadId,
        ...(target === null ? {} : { replyId: target }),
        reactorId,
        isAnonymous: false,
      },
    });
  },
);
