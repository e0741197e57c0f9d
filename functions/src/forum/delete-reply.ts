// Removes a thread reply the spec's way: the row stays with the body "deleted". Its author or an
// admin (discussion/delete-reply-of.ts checks).
import { onCall } from 'firebase-functions/v2/https';
import { DELETED_REPLY_BODY, deleteReplyInput, readStoredFields, replySchema } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireViewer } from '../shared/caller.js';
import { deleteReplyOf } from '../discussion/delete-reply-of.js';
import { threadParent } from '../discussion/reply-parent.js';

export const deleteReply = onCall(async (request): Promise<{ deleted: boolean }> => {
  const viewer = await requireViewer(request);
  const { threadId, replyId } = parseInput(deleteReplyInput, request.data);
  const deleted = await deleteReplyOf(
    viewer,
    threadParent(threadId),
    replyId,
    async (reply, snapshot) => {
      if (readStoredFields(replySchema, snapshot.data(), ['body']).body === DELETED_REPLY_BODY) {
        return false;
      }
      await reply.update({ body: DELETED_REPLY_BODY });
      return true;
    },
  );
  return { deleted };
});
