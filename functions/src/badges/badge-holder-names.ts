// A member's rows in the badges' holder lists, renamed for what their profile says now
// (profiles/show-members-as-profiles-say.ts): one row a badge held.
import { BADGE_IDS, memberBadgesSchema, readStoredFields } from '@salon/domain';
import type { Writes } from '../shared/stored.js';
import { badgeHolderRef, memberBadgesRef } from './badge-refs.js';
import { heldBadgesOf } from './grant-badges.js';

export async function nameInBadgeHolders(
  uid: string,
  memberId: string | null,
  writes: Writes,
): Promise<void> {
  const record = await memberBadgesRef(uid).get();
  const { holderKey } = readStoredFields(memberBadgesSchema, record.data(), ['holderKey']);
  if (holderKey === undefined) return;
  const { held } = heldBadgesOf(record);
  for (const badgeId of BADGE_IDS.filter((id) => held.has(id))) {
    writes.update(badgeHolderRef(badgeId, holderKey), { memberId });
  }
}
