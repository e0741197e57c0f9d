// Deletes a poll reply outright (the spec deletes poll replies by id), with its private/author:
// its author or an admin. Its own replies stay and show at top level, as orphans do.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { canDeletePost, deletePollReplyInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { authorIdOf, authorRefOf } from '../shared/authored-post.js';
import { parseInput } from '../shared/callable.js';
import { requireViewer } from '../forum/caller.js';
import { DELETE_REPLY_FORBIDDEN, REPLY_NOT_FOUND } from '../forum/delete-reply.js';
import { pollReplyRef } from './poll-refs.js';

export const deletePollReply = onCall(async (request): Promise<{ deleted: boolean }> => {
  const viewer = requireViewer(request);
  const { pollId, replyId } = parseInput(deletePollReplyInput, request.data);
  const reply = pollReplyRef(pollId, replyId);
  if (!(await reply.get()).exists) throw new HttpsError('not-found', REPLY_NOT_FOUND);
  if (!canDeletePost(viewer, await authorIdOf(reply))) {
    throw new HttpsError('permission-denied', DELETE_REPLY_FORBIDDEN);
  }
  const batch = db.batch();
  batch.delete(reply);
  batch.delete(authorRefOf(reply));
  await batch.commit();
  return { deleted: true };
});
