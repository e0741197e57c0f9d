// Starts a discussion: the thread (without a uid when anonymous), its author-only
// `private/author` and, when the author added one, its poll, in one batch. Refusals carry the
// spec's toasts ("Missing Information", "Character Limit Exceeded", "Content Policy Violation")
// and the poll form's.
import { onCall } from 'firebase-functions/v2/https';
import { createThreadInput, paths, pollSchema, threadSchema } from '@salon/domain';
import { refuseBadDiscussionPoll } from '../polls/discussion-poll-draft.js';
import { discussionPollFields } from '../polls/new-poll-fields.js';
import { createAuthoredPost } from '../shared/authored-post.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { storedCollection } from '../shared/stored.js';
import { refuseBadThreadDraft } from '../shared/draft-text.js';
import { newThreadFields } from './new-post-fields.js';

export const createThread = onCall(async (request): Promise<{ threadId: string }> => {
  const { uid } = await requireMember(request, { withProfile: true });
  refuseBadThreadDraft(request.data);
  const rawPoll: unknown = (request.data as { poll?: unknown } | null)?.poll;
  if (rawPoll !== undefined) refuseBadDiscussionPoll(rawPoll, Date.now());
  const { poll: pollDraft, ...draft } = parseInput(createThreadInput, request.data);
  await takeRateLimit(uid, 'createThread');
  const thread = storedCollection(threadSchema, paths.threads).doc();
  if (!pollDraft) {
    await createAuthoredPost(thread, newThreadFields(uid, draft), uid);
    return { threadId: thread.id };
  }
  const poll = storedCollection(pollSchema, paths.polls).doc();
  const pollFields = discussionPollFields(thread.id, pollDraft, {
    uid,
    isAnonymous: draft.isAnonymous,
  });
  await createAuthoredPost(
    thread,
    { ...newThreadFields(uid, draft), pollId: poll.id },
    uid,
    (batch) => batch.create(poll, pollFields),
  );
  return { threadId: thread.id };
});
