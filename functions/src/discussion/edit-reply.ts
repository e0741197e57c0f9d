// The author rewrites their own reply, under a thread or a poll: the same toasts,
// limits and content policy as posting it, the edits' rate limit; a reply removed to "deleted"
// stays removed. Whose it is, the revision and `editedAt`: shared/edit-authored-post.ts.
import { onCall } from 'firebase-functions/v2/https';
import {
  DELETED_REPLY_BODY,
  editReplyInput,
  POST_EDIT_MESSAGES,
  readStoredFields,
  replySchema,
} from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { refuseBadReplyBody } from '../shared/draft-text.js';
import { editAuthoredPost } from '../shared/edit-authored-post.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { REPLY_NOT_FOUND } from './reply-messages.js';
import { pollParent, replyRefOf, threadParent } from './reply-parent.js';
import { refuse } from '../shared/refusal.js';

export const editReply = onCall(async (request): Promise<{ edited: boolean }> => {
  const { uid } = await requireMember(request);
  refuseBadReplyBody(request.data);
  const input = parseInput(editReplyInput, request.data);
  await takeRateLimit(uid, 'editPost');
  const post =
    'threadId' in input
      ? replyRefOf(threadParent(input.threadId), input.replyId)
      : replyRefOf(pollParent(input.pollId), input.replyId);
  const edited = await editAuthoredPost(uid, {
    post,
    text: { body: input.body },
    gone: () => refuse('not-found', REPLY_NOT_FOUND),
    refusal: (reply) =>
      // A poll's replies keep `body` as a thread's do (pollReplySchema).
      readStoredFields(replySchema, reply.data(), ['body']).body === DELETED_REPLY_BODY
        ? refuse('failed-precondition', POST_EDIT_MESSAGES.replyDeleted)
        : null,
  });
  return { edited };
});
