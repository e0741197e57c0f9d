// Tells a post's author about a reply: the thread's author for a top-level reply, the parent
// reply's author for a nested one. Never for replying to oneself; an anonymous reply is announced
// as from "Anonymous" and its data names nobody.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { readStoredFields, replySchema, threadSchema } from '@salon/domain';
import { sendNotification } from '../notifications/send-notification.js';
import { postAuthorId, threadRef } from './post-refs.js';

export const notifyReply = onDocumentCreated(
  'threads/{threadId}/replies/{replyId}',
  async (event) => {
    const reply = event.data;
    if (!reply) return;
    const { threadId, replyId } = event.params;
    const { parentId = null, isAnonymous = false } = readStoredFields(replySchema, reply.data(), [
      'parentId',
      'isAnonymous',
    ]);
    const on = parentId === null ? 'thread' : 'reply';
    const [recipientId, replierId, thread] = await Promise.all([
      postAuthorId(threadId, parentId),
      postAuthorId(threadId, replyId),
      threadRef(threadId).get(),
    ]);
    if (recipientId === null || recipientId === replierId || !thread.exists) return;
    await sendNotification({
      recipientId,
      notificationId: `reply_${threadId}_${replyId}`,
      event: {
        kind: 'reply',
        on,
        threadTitle: readStoredFields(threadSchema, thread.data(), ['title']).title ?? '',
      },
      actorId: isAnonymous ? null : replierId,
      // Named or not, a replier the author blocked notifies nobody (send-notification.ts).
      anonymousActorId: isAnonymous ? replierId : null,
      data: {
        threadId,
        replyId,
        isAnonymous,
        ...(isAnonymous || replierId === null ? {} : { replierId }),
      },
    });
  },
);
