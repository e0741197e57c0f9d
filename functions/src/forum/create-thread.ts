// Starts a discussion: the thread (without a uid when anonymous) and its author-only
// `private/author`, in one batch. Refusals carry the spec's toasts ("Missing Information",
// "Character Limit Exceeded", "Content Policy Violation").
import { onCall } from 'firebase-functions/v2/https';
import { createThreadInput, paths, threadSchema } from '@salon/domain';
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
  const draft = parseInput(createThreadInput, request.data);
  await takeRateLimit(uid, 'createThread');
  const thread = storedCollection(threadSchema, paths.threads).doc();
  await createAuthoredPost(thread, newThreadFields(uid, draft), uid);
  return { threadId: thread.id };
});
