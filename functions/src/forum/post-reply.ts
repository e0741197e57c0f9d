// Replies to a thread or to one of its replies: the reply (without a uid when anonymous) and its
// author-only `private/author`, in one batch. Counters and notifications follow by triggers.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FORUM_TOASTS, postReplyInput, validateReplyDraft } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput, requireSignedIn } from '../shared/callable.js';
import { refuseWithToast } from '../shared/refusal.js';
import { textField } from './draft-text.js';
import { newReplyFields } from './new-post-fields.js';
import { replyAuthorRef, replyRef, threadRef } from './post-refs.js';

/** Invented: the spec shows no wording for answering a reply that is gone. */
export const PARENT_REPLY_MISSING = 'The reply you are answering no longer exists.';

export const postReply = onCall(async (request): Promise<{ replyId: string }> => {
  const { uid } = requireSignedIn(request);
  const refusal = validateReplyDraft(textField(request.data, 'body'));
  if (refusal) throw refuseWithToast('invalid-argument', refusal);
  const reply = parseInput(postReplyInput, request.data);
  if (!(await threadRef(reply.threadId).get()).exists) {
    throw refuseWithToast('not-found', FORUM_TOASTS.threadNotFound);
  }
  if (reply.parentId !== null && !(await replyRef(reply.threadId, reply.parentId).get()).exists) {
    throw new HttpsError('not-found', PARENT_REPLY_MISSING);
  }
  const created = db.collection(`threads/${reply.threadId}/replies`).doc();
  const batch = db.batch();
  batch.create(created, newReplyFields(uid, reply));
  batch.create(replyAuthorRef(reply.threadId, created.id), { authorId: uid });
  await batch.commit();
  return { replyId: created.id };
});
