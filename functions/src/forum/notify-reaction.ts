// Tells a post's author that a member reacted to it, once per member, reaction type and post: the
// id is the reaction's own (member, type, target), so toggling off and on again finds the
// notification there and cannot flood the author. Never for reacting to one's own post. Reactions are never
// anonymous, but the post may be: its author is found through `private/author`.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { reactionSchema, readStoredFields, threadSchema } from '@salon/domain';
import { sendNotification } from '../notifications/send-notification.js';
import { postAuthorId, threadRef } from './post-refs.js';

export const notifyReaction = onDocumentCreated(
  'threads/{threadId}/reactions/{reactionId}',
  async (event) => {
    const reaction = event.data;
    if (!reaction) return;
    const { threadId, reactionId } = event.params;
    const { userId: reactorId, replyId: target = null } = readStoredFields(
      reactionSchema,
      reaction.data(),
      ['userId', 'replyId'],
    );
    if (reactorId === undefined) return;
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
        threadTitle: readStoredFields(threadSchema, thread.data(), ['title']).title ?? '',
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
