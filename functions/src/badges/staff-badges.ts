// Admins grant the staff's badges (Performer, Music Educator), which no counter can earn, and
// revoke any badge; each act is written in the moderation log with the act. A revoked badge is
// not earned again by activity; an admin may grant a staff badge again.
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  BADGE_TOASTS,
  BADGES,
  paths,
  profileSchema,
  readStoredFields,
  staffBadgeInput,
  type Badge,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireViewer } from '../shared/caller.js';
import { refuse } from '../shared/refusal.js';
import { prepareLogEntry } from '../moderation/moderation-log.js';
import { memberBadgesRef } from './badge-refs.js';
import { grantBadges, heldBadgesOf } from './grant-badges.js';
import { takeBadgesBack } from './take-badges-back.js';

async function requireAdmin(request: CallableRequest): Promise<string> {
  const viewer = await requireViewer(request, { staffAction: true });
  if (viewer.role !== 'admin') throw refuse('permission-denied', BADGE_TOASTS.staffOnly);
  return viewer.uid;
}

async function requireMemberProfile(memberId: string): Promise<void> {
  if (!(await db.doc(paths.profile(memberId)).get()).exists) {
    throw refuse('not-found', BADGE_TOASTS.noSuchMember);
  }
}

export const grantBadge = onCall(async (request) => {
  const adminId = await requireAdmin(request);
  const { memberId, badgeId } = parseInput(staffBadgeInput, request.data);
  const badge: Badge = BADGES[badgeId];
  if (badge.grantedBy !== 'staff') {
    throw refuse('failed-precondition', BADGE_TOASTS.notStaffGranted);
  }
  await requireMemberProfile(memberId);
  const writeEntry = await prepareLogEntry(adminId, {
    action: 'badgeGranted',
    memberId,
    detail: badge.name,
  });
  const granted = await grantBadges(memberId, [badgeId], { by: 'admin', adminId, writeEntry });
  if (granted.length === 0) throw refuse('already-exists', BADGE_TOASTS.alreadyHeld);
  return { badgeId };
});

export const revokeBadge = onCall(async (request) => {
  const adminId = await requireAdmin(request);
  const { memberId, badgeId } = parseInput(staffBadgeInput, request.data);
  await requireMemberProfile(memberId);
  const writeEntry = await prepareLogEntry(adminId, {
    action: 'badgeRevoked',
    memberId,
    detail: BADGES[badgeId].name,
  });
  await db.runTransaction(async (transaction) => {
    const [record, card] = await Promise.all([
      transaction.get(memberBadgesRef(memberId)),
      transaction.get(db.doc(paths.profile(memberId))),
    ]);
    if (!heldBadgesOf(record).held.has(badgeId)) {
      throw refuse('failed-precondition', BADGE_TOASTS.notHeldByMember);
    }
    takeBadgesBack(transaction, record, [badgeId], {
      why: 'revoked',
      featuredBadge: readStoredFields(profileSchema, card.data(), ['featuredBadge']).featuredBadge,
    });
    await writeEntry(transaction);
  });
  return { badgeId };
});
