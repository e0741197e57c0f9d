// Deletes a discussion: its author or an admin. The trigger cleanUpDeletedThread then removes
// everything below it, whoever deleted it. An admin's deletion of another's thread is a staff
// action, logged with it in one batch.
import { onCall } from 'firebase-functions/v2/https';
import {
  canDeletePost,
  deleteThreadInput,
  FORUM_ERRORS,
  FORUM_TOASTS,
  readStoredFields,
  threadSchema,
} from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { refuse } from '../shared/refusal.js';
import { requireViewer } from '../shared/caller.js';
import { db } from '../shared/admin.js';
import { prepareLogEntry } from '../moderation/moderation-log.js';
import { postAuthorId, threadRef } from './post-refs.js';

export const deleteThread = onCall(async (request): Promise<{ deleted: boolean }> => {
  const viewer = await requireViewer(request);
  const { threadId } = parseInput(deleteThreadInput, request.data);
  const thread = threadRef(threadId);
  const snapshot = await thread.get();
  if (!snapshot.exists) throw refuse('not-found', FORUM_TOASTS.threadNotFound);
  const authorId = await postAuthorId(threadId, null);
  if (!canDeletePost(viewer, authorId)) {
    throw refuse('permission-denied', FORUM_ERRORS.deleteThreadForbidden);
  }
  const batch = db.batch();
  batch.delete(thread);
  if (authorId !== viewer.uid) {
    const { authorId: named = null, title = '' } = readStoredFields(threadSchema, snapshot.data(), [
      'authorId',
      'title',
    ]);
    const log = await prepareLogEntry(viewer.uid, {
      action: 'contentDeletion',
      memberId: named,
      target: title,
    });
    await log(batch);
  }
  await batch.commit();
  return { deleted: true };
});
