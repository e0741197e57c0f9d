// Removes a reply the spec's way: the row stays with the body "deleted". Its author or an admin.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { canDeletePost, DELETED_REPLY_BODY, deleteReplyInput } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireViewer } from './caller.js';
import { postAuthorId, replyRef } from './post-refs.js';

/** Invented: the spec words this refusal only for threads. */
export const DELETE_REPLY_FORBIDDEN = "You don't have permission to delete this reply.";
/** Invented: the spec shows no wording for a reply that is gone. */
export const REPLY_NOT_FOUND = 'This reply no longer exists.';

export const deleteReply = onCall(async (request): Promise<{ deleted: boolean }> => {
  const viewer = requireViewer(request);
  const { threadId, replyId } = parseInput(deleteReplyInput, request.data);
  const reply = replyRef(threadId, replyId);
  const snapshot = await reply.get();
  if (!snapshot.exists) throw new HttpsError('not-found', REPLY_NOT_FOUND);
  if (!canDeletePost(viewer, await postAuthorId(threadId, replyId))) {
    throw new HttpsError('permission-denied', DELETE_REPLY_FORBIDDEN);
  }
  if (snapshot.get('body') === DELETED_REPLY_BODY) return { deleted: false };
  await reply.update({ body: DELETED_REPLY_BODY });
  return { deleted: true };
});
