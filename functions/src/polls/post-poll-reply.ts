// Replies to a poll or to one of its replies, with the forum's reply rules and toasts
// (discussion/post-reply-to.ts does the writing). A closed poll still takes replies (closing
// stops votes only).
import { onCall } from 'firebase-functions/v2/https';
import { postPollReplyInput } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { refuseBadReplyBody } from '../shared/draft-text.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { postReplyTo } from '../discussion/post-reply-to.js';
import { pollParent } from '../discussion/reply-parent.js';

export const postPollReply = onCall(async (request): Promise<{ replyId: string }> => {
  const { uid } = await requireMember(request, { withProfile: true });
  refuseBadReplyBody(request.data);
  const reply = parseInput(postPollReplyInput, request.data);
  await takeRateLimit(uid, 'postReply');
  return { replyId: await postReplyTo(pollParent(reply.pollId), uid, reply) };
});
