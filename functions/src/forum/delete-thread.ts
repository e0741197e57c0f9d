// Deletes a discussion: its author or an admin. The trigger cleanUpDeletedThread then removes
// everything below it, whoever deleted it.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { canDeletePost, deleteThreadInput, FORUM_ERRORS, FORUM_TOASTS } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { refuseWithToast } from '../shared/refusal.js';
import { requireViewer } from '../shared/caller.js';
import { postAuthorId, threadRef } from './post-refs.js';

export const deleteThread = onCall(async (request): Promise<{ deleted: boolean }> => {
  const viewer = await requireViewer(request);
  const { threadId } = parseInput(deleteThreadInput, request.data);
  const thread = threadRef(threadId);
  if (!(await thread.get()).exists) throw refuseWithToast('not-found', FORUM_TOASTS.threadNotFound);
  if (!canDeletePost(viewer, await postAuthorId(threadId, null))) {
    throw new HttpsError('permission-denied', FORUM_ERRORS.deleteThreadForbidden);
  }
  await thread.delete();
  return { deleted: true };
});
