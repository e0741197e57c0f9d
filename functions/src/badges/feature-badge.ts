// The member chooses the badge shown beside their name in threads and replies, among those they
// hold, or none. The card's featuredBadge is written here only (rules refuse it from clients), so
// no member shows a badge they do not hold.
import { onCall } from 'firebase-functions/v2/https';
import { BADGE_TOASTS, featureBadgeInput, paths, profileSchema } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { refuse } from '../shared/refusal.js';
import { storedDoc } from '../shared/stored.js';
import { memberBadgesRef } from './badge-refs.js';
import { heldBadgesOf } from './grant-badges.js';

export const featureBadge = onCall(async (request) => {
  const { uid } = await requireMember(request, { withProfile: true });
  const { badgeId } = parseInput(featureBadgeInput, request.data);
  await takeRateLimit(uid, 'featureBadge');
  await db.runTransaction(async (transaction) => {
    const record = await transaction.get(memberBadgesRef(uid));
    if (badgeId !== null && !heldBadgesOf(record).held.has(badgeId)) {
      throw refuse('failed-precondition', BADGE_TOASTS.notHeld);
    }
    transaction.update(storedDoc(profileSchema, paths.profile(uid)), { featuredBadge: badgeId });
  });
  return { badgeId };
});
