// A member's per-type reaction toggle on a thread or reply: creates the reaction document when
// absent, deletes it when present, in a transaction on that one document (so two racing calls of
// one member cannot both add). The counters follow exactly by the countReactions trigger; the
// counts answered here are the target's counts with this toggle applied, for the UI's next frame.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  applyReactionToggle,
  DELETED_REPLY_BODY,
  FORUM_TOASTS,
  NO_REACTIONS,
  reactionDocId,
  readStoredFields,
  replySchema,
  threadSchema,
  toggleReactionInput,
  type ReactionCounts,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { refuse } from '../shared/refusal.js';
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
    const added = await db.runTransaction(async (transaction) => {
      if ((await transaction.get(reaction)).exists) {
        transaction.delete(reaction);
        return false;
      }
      transaction.create(reaction, {
        userId: uid,
        reactionType,
        threadId,
        replyId,
        createdAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    const counts = stored.reactionCounts ?? NO_REACTIONS;
    return { active: added, reactionCounts: applyReactionToggle(counts, reactionType, added) };
  },
);
