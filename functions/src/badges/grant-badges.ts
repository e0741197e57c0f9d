// Grants badges to a member, each exactly once: one transaction reads what the member holds and
// writes only what is new (the member's record, the badge's holder row and its count), so a
// trigger delivered twice, or two triggers at once, grant nothing twice. A badge an admin revoked
// is not granted again by activity; an admin's own grant brings it back. Nothing is granted to a
// member who deleted their account or has no profile. The member is told after the commit: a
// crash between the two loses that notification, never grants twice (docs/badges.md).
import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { memberBadgesSchema, paths, readStoredFields, type BadgeId } from '@salon/domain';
import { db } from '../shared/admin.js';
import { deletedMembersAmong } from '../shared/deleted-members.js';
import { isPrivateCard } from '../shared/profile-privacy.js';
import type { Writes } from '../shared/stored.js';
import { sendNotification } from '../notifications/send-notification.js';
import { badgeHolderRef, badgeStatsRef, memberBadgesRef } from './badge-refs.js';

/**
 * Who grants: activity (a trigger, a schedule, the backfill) or an admin, whose moderation log
 * entry is written in the grant's transaction.
 */
export type Grantor =
  | { readonly by: 'activity' }
  | {
      readonly by: 'admin';
      readonly adminId: string;
      readonly writeEntry: (writer: Writes) => unknown;
    };

/** The badges of `memberBadges/{uid}` as stored: held and revoked ids. */
export function heldBadgesOf(record: DocumentSnapshot): {
  held: ReadonlySet<string>;
  revoked: ReadonlySet<string>;
} {
  const { held = {}, revoked = {} } = readStoredFields(memberBadgesSchema, record.data(), [
    'held',
    'revoked',
  ]);
  return { held: new Set(Object.keys(held)), revoked: new Set(Object.keys(revoked)) };
}

/** Grants what of `badgeIds` the member does not hold yet; answers the badges granted now. */
export async function grantBadges(
  uid: string,
  badgeIds: readonly BadgeId[],
  grantor: Grantor,
): Promise<BadgeId[]> {
  if (badgeIds.length === 0) return [];
  if ((await deletedMembersAmong([uid])).size > 0) return [];
  const granted = await db.runTransaction(async (transaction) => {
    const [record, profile] = await Promise.all([
      transaction.get(memberBadgesRef(uid)),
      transaction.get(db.doc(paths.profile(uid))),
    ]);
    if (!profile.exists) return [];
    const { held, revoked } = heldBadgesOf(record);
    const fresh = badgeIds.filter(
      (id) => !held.has(id) && (grantor.by === 'admin' || !revoked.has(id)),
    );
    if (fresh.length === 0) return [];
    writeGrants(transaction, { uid, record, profile, fresh, grantor });
    if (grantor.by === 'admin') grantor.writeEntry(transaction);
    return fresh;
  });
  for (const badgeId of granted) {
    await sendNotification({
      recipientId: uid,
      notificationId: `badge_${badgeId}`,
      event: { kind: 'badge_earned', badgeId },
      actorId: null,
      data: { badgeId },
    });
  }
  return granted;
}

function writeGrants(
  transaction: Transaction,
  grant: {
    uid: string;
    record: DocumentSnapshot;
    profile: DocumentSnapshot;
    fresh: readonly BadgeId[];
    grantor: Grantor;
  },
): void {
  const { uid, record, profile, fresh, grantor } = grant;
  const holderKey =
    readStoredFields(memberBadgesSchema, record.data(), ['holderKey']).holderKey ?? randomUUID();
  const now = FieldValue.serverTimestamp();
  const grantedBy = grantor.by === 'admin' ? grantor.adminId : null;
  const memberId = isPrivateCard(profile) ? null : uid;
  const ref = memberBadgesRef(uid);
  const grants = Object.fromEntries(fresh.map((id) => [id, { grantedAt: now, grantedBy }]));
  if (record.exists) {
    const update: Record<string, FieldValue | { grantedAt: FieldValue; grantedBy: string | null }> =
      { updatedAt: now };
    for (const [badgeId, held] of Object.entries(grants)) {
      update[`held.${badgeId}`] = held;
      update[`revoked.${badgeId}`] = FieldValue.delete();
    }
    transaction.update(ref, update);
  } else {
    transaction.create(ref, { held: grants, revoked: {}, holderKey, updatedAt: now });
  }
  for (const badgeId of fresh) {
    transaction.set(badgeHolderRef(badgeId, holderKey), { memberId, grantedAt: now });
    transaction.set(
      badgeStatsRef(badgeId),
      { holderCount: FieldValue.increment(1) },
      { merge: true },
    );
  }
}
