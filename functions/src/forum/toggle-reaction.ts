// A member's per-type reaction toggle on a thread or reply: creates the reaction document when
// absent, deletes it when present. Each is one write with a precondition (create fails on a
// present document, the delete on an absent one), so two racing calls of one member can neither
// both add nor both remove, and a flood of them locks nothing that could abort. The counters
// follow exactly by the countReactions trigger; the counts answered here are the target's counts
// with this toggle applied, for the UI's next frame.
import { FieldValue, type WithFieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  applyReactionToggle,
  DELETED_REPLY_BODY,
  FORUM_TOASTS,
  NO_REACTIONS,
  reactionDocId,
  reactionSchema,
  readStoredFields,
  replySchema,
  threadSchema,
  toggleReactionInput,
  type ReactionCounts,
} from '@salon/domain';
import { createOnce, deleteIfPresent } from '../shared/apply-once.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { refuse } from '../shared/refusal.js';
import { type StoredData, type StoredRef } from '../shared/stored.js';
import { REPLY_NOT_FOUND } from '../discussion/reply-messages.js';
import { postRef, reactionRef } from './post-refs.js';

export const toggleReaction = onCall(
  async (request): Promise<{ active: boolean; reactionCounts: ReactionCounts }> => {
    const { uid } = await requireMember(request, { withProfile: true });
    const { threadId, replyId, reactionType } = parseInput(toggleReactionInput, request.data);
    await takeRateLimit(uid, 'toggleReaction');
    const target = await postRef(threadId, replyId).get();
    if (!target.exists) {
      if (replyId === null) throw refuse('not-found', FORUM_TOASTS.threadNotFound);
      throw refuse('not-found', REPLY_NOT_FOUND);
    }
    const fields = ['body', 'reactionCounts'] as const;
    const stored =
      replyId === null
        ? readStoredFields(threadSchema, target.data(), fields)
        : readStoredFields(replySchema, target.data(), fields);
    if (replyId !== null && stored.body === DELETED_REPLY_BODY) {
      throw refuse('failed-precondition', REPLY_NOT_FOUND);
    }
    const reaction = reactionRef(threadId, reactionDocId(uid, reactionType, { threadId, replyId }));
    const added = await toggle(reaction, {
      userId: uid,
      reactionType,
      threadId,
      replyId,
      createdAt: FieldValue.serverTimestamp(),
    });
    const counts = stored.reactionCounts ?? NO_REACTIONS;
    return { active: added, reactionCounts: applyReactionToggle(counts, reactionType, added) };
  },
);

/**
 * True when this call added the reaction. A failed create means the reaction was there and a
 * failed delete that it was gone: each turn of the loop is another call's toggle landing in
 * between, which the member's rate limit bounds.
 */
async function toggle(
  reaction: StoredRef<typeof reactionSchema>,
  data: WithFieldValue<StoredData<typeof reactionSchema>>,
): Promise<boolean> {
  for (;;) {
    if (await createOnce(reaction, data)) return true;
    if (await deleteIfPresent(reaction)) return false;
  }
}
