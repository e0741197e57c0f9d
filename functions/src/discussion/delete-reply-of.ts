// Deleting a reply, of a thread or a poll: its author or an admin. How it goes away differs (a
// thread reply keeps its row as "deleted", the spec's way; a poll reply is deleted by id), so the
// caller passes the removal. An admin's removal of another's reply is a staff action and is logged
// once it is done.
import { canDeletePost, reportedContentTitle, text, type Viewer } from '@salon/domain';
import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { authorIdOf } from '../shared/authored-post.js';
import { logStaffAction } from '../moderation/moderation-log.js';
import { DELETE_REPLY_FORBIDDEN, REPLY_NOT_FOUND } from './reply-messages.js';
import { replyRefOf, type ReplyParent } from './reply-parent.js';
import { refuse } from '../shared/refusal.js';

/**
 * Removes the reply as `remove` does once the viewer may (given the reply's author, null when
 * none is on record); answers whether anything changed.
 */
export async function deleteReplyOf<Reply extends DocumentData>(
  viewer: Viewer,
  parent: ReplyParent<Reply>,
  replyId: string,
  remove: (
    reply: DocumentReference<Reply, Reply>,
    snapshot: DocumentSnapshot,
    authorId: string | null,
  ) => Promise<boolean>,
): Promise<boolean> {
  const reply = replyRefOf(parent, replyId);
  const snapshot = await reply.get();
  if (!snapshot.exists) throw refuse('not-found', REPLY_NOT_FOUND);
  const authorId = await authorIdOf(reply);
  if (!canDeletePost(viewer, authorId)) {
    throw refuse('permission-denied', DELETE_REPLY_FORBIDDEN);
  }
  const removed = await remove(reply, snapshot, authorId);
  if (removed && authorId !== viewer.uid) {
    // A thread's and a poll's replies, and their parents' titles, are read alike: field by field.
    const named = text(snapshot.data()?.['authorId']);
    const parentTitle = text((await parent.ref.get()).data()?.['title']);
    await logStaffAction(viewer.uid, {
      action: 'contentDeletion',
      memberId: named || null,
      target: reportedContentTitle({ kind: 'reply', threadTitle: parentTitle }),
    });
  }
  return removed;
}
