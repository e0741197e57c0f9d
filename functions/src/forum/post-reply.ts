// Replies to a thread or to one of its replies: the reply (without a uid when anonymous) and its
// author-only `private/author`, in one transaction that sees the thread still there. Counters and
// notifications follow by triggers.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FORUM_TOASTS, postReplyInput } from '@salon/domain';
import { createAuthoredPostWithin } from '../shared/authored-post.js';
import { parseInput, requireSignedIn } from '../shared/callable.js';
import { refuseWithToast } from '../shared/refusal.js';
import { refuseBadReplyBody } from './draft-text.js';
import { newReplyFields } from './new-post-fields.js';
import { replyRef, threadRef } from './post-refs.js';

/** Invented: the spec shows no wording for answering a reply that is gone. */
export const PARENT_REPLY_MISSING = 'The reply you are answering no longer exists.';

export const postReply = onCall(async (request): Promise<{ replyId: string }> => {
  const { uid } = requireSignedIn(request);
  refuseBadReplyBody(request.data);
  const reply = parseInput(postReplyInput, request.data);
  const thread = threadRef(reply.threadId);
  const threadGone = () => refuseWithToast('not-found', FORUM_TOASTS.threadNotFound);
  if (!(await thread.get()).exists) throw threadGone();
  if (reply.parentId !== null && !(await replyRef(reply.threadId, reply.parentId).get()).exists) {
    throw new HttpsError('not-found', PARENT_REPLY_MISSING);
  }
  const created = thread.collection('replies').doc();
  // Checked again as the reply is written: the thread may be deleted meanwhile.
  if (!(await createAuthoredPostWithin(thread, created, newReplyFields(uid, reply), uid))) {
    throw threadGone();
  }
  return { replyId: created.id };
});
