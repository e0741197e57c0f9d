// Admins end a suspension before its time: the suspension is removed from the member's
// userRoles document and the lift is logged, in one transaction. A member with no suspension in
// force answers `lifted: false` and nothing is written or logged (a retry, or one that ended).
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  SUSPENSION_MESSAGES,
  isSuspensionActive,
  liftSuspensionInput,
  paths,
  userRoleSchema,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';
import { parseInput } from '../shared/callable.js';
import { requireViewer, storedSuspension } from '../shared/caller.js';
import { prepareLogEntry } from './moderation-log.js';
import { refuse } from '../shared/refusal.js';

export const liftSuspension = onCall(async (request): Promise<{ lifted: boolean }> => {
  const staff = await requireViewer(request, { staffAction: true });
  if (staff.role !== 'admin') {
    throw refuse('permission-denied', SUSPENSION_MESSAGES.liftAdminOnly);
  }
  const { memberId, reason } = parseInput(liftSuspensionInput, request.data);
  const rolesRef = storedDoc(userRoleSchema, `${paths.userRoles}/${memberId}`);
  return db.runTransaction(async (transaction) => {
    const roles = await transaction.get(rolesRef);
    if (!isSuspensionActive(storedSuspension(roles), new Date())) return { lifted: false };
    const log = await prepareLogEntry(
      staff.uid,
      { action: 'suspensionLift', memberId, reason },
      transaction,
    );
    transaction.update(rolesRef, { suspension: FieldValue.delete() });
    await log(transaction);
    return { lifted: true };
  });
});
