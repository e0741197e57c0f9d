// Takes badges back from a member: an admin revokes one, or the member's account is deleted and
// every badge goes. In the caller's transaction, with the member's record read in it: each
// badge's holder row goes and its count goes down. A revoked badge stays on the record as revoked,
// so no event grants it again, and stops being the featured one; a deleted member's record goes.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  BADGE_IDS,
  memberBadgesSchema,
  paths,
  profileSchema,
  readStoredFields,
  type BadgeId,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';
import { badgeHolderRef, badgeStatsRef, memberBadgesRef } from './badge-refs.js';
import { heldBadgesOf } from './grant-badges.js';

export type TakenBack =
  { readonly why: 'revoked'; readonly featuredBadge: unknown } | { readonly why: 'accountDeleted' };

export function takeBadgesBack(
  transaction: Transaction,
  record: DocumentSnapshot,
  badgeIds: readonly BadgeId[],
  taken: TakenBack,
): void {
  const { holderKey } = readStoredFields(memberBadgesSchema, record.data(), ['holderKey']);
  for (const badgeId of badgeIds) {
    // A record without its holder key never wrote a holder row.
    if (holderKey !== undefined) transaction.delete(badgeHolderRef(badgeId, holderKey));
    transaction.update(badgeStatsRef(badgeId), { holderCount: FieldValue.increment(-1) });
  }
  if (taken.why === 'accountDeleted') {
    transaction.delete(record.ref);
    return;
  }
  const update: Record<string, FieldValue> = { updatedAt: FieldValue.serverTimestamp() };
  for (const badgeId of badgeIds) {
    update[`held.${badgeId}`] = FieldValue.delete();
    update[`revoked.${badgeId}`] = FieldValue.serverTimestamp();
  }
  transaction.update(memberBadgesRef(record.id), update);
  if ((badgeIds as readonly unknown[]).includes(taken.featuredBadge)) {
    transaction.update(storedDoc(profileSchema, paths.profile(record.id)), { featuredBadge: null });
  }
}

/** Every badge of a member whose account is deleted, with their record. */
export async function takeAllBadgesBack(uid: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const record = await transaction.get(memberBadgesRef(uid));
    if (!record.exists) return;
    const held = BADGE_IDS.filter((id) => heldBadgesOf(record).held.has(id));
    takeBadgesBack(transaction, record, held, { why: 'accountDeleted' });
  });
}
