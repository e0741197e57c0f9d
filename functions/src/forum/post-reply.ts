// Replies to a thread or to one of its replies (discussion/post-reply-to.ts does the writing).
// Counters and notifications follow by triggers.
import { onCall } from 'firebase-functions/v2/https';
import { postReplyInput } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { refuseBadReplyBody } from '../shared/draft-text.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { postReplyTo } from '../discussion/post-reply-to.js';
import { threadParent } from '../discussion/reply-parent.js';

export const postReply = onCall(async (request): Promise<{ replyId: string }> => {
  const { uid } = await requireMember(request, { withProfile: true });
  refuseBadReplyBody(request.data);
  const reply = parseInput(postReplyInput, request.data);
  await takeRateLimit(uid, 'postReply');
  return { replyId: await postReplyTo(threadParent(reply.threadId), uid, reply) };
});
