// When an admin removes a reply for good (an author's delete only blanks its body), its
// private/author, its earlier versions and the reactions on it go too. Replies removed with their thread find nothing
// left to do, and a redelivered event deletes nothing twice.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { deleteAll } from '../shared/delete-all.js';

export const cleanUpDeletedReply = onDocumentDeleted(
  'threads/{threadId}/replies/{replyId}',
  async (event) => {
    const { threadId, replyId } = event.params;
    await db.doc(paths.replyAuthor(threadId, replyId)).delete();
    await deleteAll(db.collection(paths.postRevisions(`${paths.replies(threadId)}/${replyId}`)));
    await deleteAll(db.collection(paths.reactions(threadId)).where('replyId', '==', replyId));
  },
);
