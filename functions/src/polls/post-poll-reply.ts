// Replies to a poll or to one of its replies, with the forum's reply rules and toasts: the reply
// (without a uid when anonymous) and its author-only `private/author`, in one batch. A closed
// poll still takes replies (closing stops votes only).
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { paths, POLL_TOASTS, postPollReplyInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { authorFields, createAuthoredPost } from '../shared/authored-post.js';
import { parseInput, requireSignedIn } from '../shared/callable.js';
import { refuseWithToast } from '../shared/refusal.js';
import { refuseBadReplyBody } from '../forum/draft-text.js';
import { PARENT_REPLY_MISSING } from '../forum/post-reply.js';
import { pollRef, pollReplyRef } from './poll-refs.js';

export const postPollReply = onCall(async (request): Promise<{ replyId: string }> => {
  const { uid } = requireSignedIn(request);
  refuseBadReplyBody(request.data);
  const reply = parseInput(postPollReplyInput, request.data);
  if (!(await pollRef(reply.pollId).get()).exists) {
    throw refuseWithToast('not-found', POLL_TOASTS.pollNotFound);
  }
  if (reply.parentId !== null && !(await pollReplyRef(reply.pollId, reply.parentId).get()).exists) {
    throw new HttpsError('not-found', PARENT_REPLY_MISSING);
  }
  const created = db.collection(paths.pollReplies(reply.pollId)).doc();
  const fields = {
    pollId: reply.pollId,
    parentId: reply.parentId,
    body: reply.body,
    ...authorFields(uid, reply.isAnonymous),
    createdAt: FieldValue.serverTimestamp(),
  };
  await createAuthoredPost(created, fields, uid);
  return { replyId: created.id };
});
