// The author rewrites their own discussion's title and body: the same toasts, limits
// and content policy as starting one, its own rate limit, and its search index recomputed as
// createThread computes it. Whose it is, the revision and `editedAt`: shared/edit-authored-post.ts.
import { onCall } from 'firebase-functions/v2/https';
import { editThreadInput, FORUM_TOASTS } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { refuseBadThreadDraft } from '../shared/draft-text.js';
import { editAuthoredPost } from '../shared/edit-authored-post.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { refuse } from '../shared/refusal.js';
import { threadTextFields } from './new-post-fields.js';
import { threadRef } from './post-refs.js';

export const editThread = onCall(async (request): Promise<{ edited: boolean }> => {
  const { uid } = await requireMember(request);
  refuseBadThreadDraft(request.data);
  const { threadId, title, body } = parseInput(editThreadInput, request.data);
  await takeRateLimit(uid, 'editPost');
  const { searchTokens, ...text } = threadTextFields(title, body);
  const edited = await editAuthoredPost(uid, {
    post: threadRef(threadId),
    text,
    derived: { searchTokens },
    gone: () => refuse('not-found', FORUM_TOASTS.threadNotFound),
  });
  return { edited };
});
