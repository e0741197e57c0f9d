// Grants the automatic badges a member has reached among those counted by `facts`: what an event
// that may have moved those facts calls. Reads what the member holds first, so a member who holds
// every badge a fact counts costs one read, and a fact is read only for a badge still to earn.
import {
  badgesCountedBy,
  badgesEarned,
  type BadgeFact,
  type BadgeFacts,
  type BadgeId,
} from '@salon/domain';
import { grantBadges, heldBadgesOf } from './grant-badges.js';
import { memberBadgesRef } from './badge-refs.js';
import { readFacts } from './member-facts.js';

/**
 * `facts`: the facts to read now, or their values when the event carries them (a post's
 * reaction counts).
 */
export async function awardBadges(
  uid: string,
  facts: readonly BadgeFact[] | Partial<BadgeFacts>,
): Promise<BadgeId[]> {
  const { held, revoked } = heldBadgesOf(await memberBadgesRef(uid).get());
  const given = isFactList(facts) ? null : facts;
  const factNames = given ? (Object.keys(given) as BadgeFact[]) : (facts as readonly BadgeFact[]);
  const open = factNames.filter((fact) =>
    badgesCountedBy(fact).some((id) => !held.has(id) && !revoked.has(id)),
  );
  if (open.length === 0) return [];
  const values = given ?? (await readFacts(uid, open));
  const earned = badgesEarned(values).filter((id) => !held.has(id));
  return grantBadges(uid, earned, { by: 'activity' });
}

function isFactList(
  facts: readonly BadgeFact[] | Partial<BadgeFacts>,
): facts is readonly BadgeFact[] {
  return Array.isArray(facts);
}
