// Deletes a poll reply outright (the spec deletes poll replies by id), with its private/author
// and earlier versions: its author or an admin (discussion/delete-reply-of.ts checks). Its own
// replies stay and show at top level, as orphans do. The author's activity record loses the reply
// in the same transaction, while private/author still names them.
import { onCall } from 'firebase-functions/v2/https';
import { deletePollReplyInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { authorRefOf } from '../shared/authored-post.js';
import { parseInput } from '../shared/callable.js';
import { deleteAll } from '../shared/delete-all.js';
import { revisionsOf } from '../shared/edit-authored-post.js';
import { requireViewer } from '../shared/caller.js';
import { deleteReplyOf } from '../discussion/delete-reply-of.js';
import { pollParent } from '../discussion/reply-parent.js';
import { stageActivity } from '../activity/activity-records.js';
import { replyRemovedUpdate } from '../activity/reply-activity.js';

export const deletePollReply = onCall(async (request): Promise<{ deleted: boolean }> => {
  const viewer = await requireViewer(request);
  const { pollId, replyId } = parseInput(deletePollReplyInput, request.data);
  const deleted = await deleteReplyOf(
    viewer,
    pollParent(pollId),
    replyId,
    async (reply, snapshot, authorId) => {
      await db.runTransaction(async (transaction) => {
        const activity =
          authorId === null
            ? () => undefined
            : await stageActivity(
                transaction,
                replyRemovedUpdate(authorId, { kind: 'poll', pollId }, snapshot),
              );
        transaction.delete(reply);
        transaction.delete(authorRefOf(reply));
        activity();
      });
      await deleteAll(revisionsOf(reply));
      return true;
    },
  );
  return { deleted };
});
