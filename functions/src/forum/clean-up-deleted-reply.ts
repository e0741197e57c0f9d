// When an admin removes a reply for good (an author's delete only blanks its body), its
// private/author, its earlier versions, the reactions on it and its counters' waiting deltas go
// too, and its author's activity record loses it (read from private/author before that goes).
// Replies removed with their thread find nothing left to do, and a redelivered event deletes
// nothing twice.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { authorIdOf } from '../shared/authored-post.js';
import { deleteAll } from '../shared/delete-all.js';
import { recordActivity } from '../activity/activity-records.js';
import { isStandingReply, replyRemovedUpdate } from '../activity/reply-activity.js';
import { replyRef } from './post-refs.js';

export const cleanUpDeletedReply = onDocumentDeleted(
  'threads/{threadId}/replies/{replyId}',
  async (event) => {
    const { threadId, replyId } = event.params;
    const reply = event.data;
    const authorRef = db.doc(paths.replyAuthor(threadId, replyId));
    const authorId = await authorIdOf(replyRef(threadId, replyId));
    // A reply already removed to "deleted" was taken back then.
    if (reply && isStandingReply(reply) && authorId !== null) {
      await recordActivity(replyRemovedUpdate(authorId, { kind: 'thread', threadId }, reply));
    }
    await authorRef.delete();
    await deleteAll(db.collection(paths.postRevisions(`${paths.replies(threadId)}/${replyId}`)));
    await deleteAll(db.collection(paths.reactions(threadId)).where('replyId', '==', replyId));
    // Deltas the reactions' removal adds after this are deleted by the sweep, which finds no reply.
    for (const folding of ['counterDeltas', 'counterFolds']) {
      await deleteAll(db.collection(`${paths.replies(threadId)}/${replyId}/${folding}`));
    }
  },
);
