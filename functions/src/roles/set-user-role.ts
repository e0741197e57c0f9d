// Admins set another member's role: the custom claim the app reads, and userRoles/{uid}, which
// rules and functions decide powers by and the admin list shows (merged: its names and search
// fields belong to mirrorMemberProfile). Never one's own role. The caller's own power is their
// current role (shared/caller.ts), not their token's claim. A demotion also revokes the member's
// refresh tokens, so no session of theirs can renew a token that still carries the old claim;
// their app sees its role document change and signs them in again (web lib/session). A
// promotion only asks the app to refresh its token. A change is logged in the same batch.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  OWN_ROLE_CHANGE_TOAST,
  checkRoleChange,
  paths,
  setUserRoleInput,
  userRoleSchema,
  type Role,
} from '@salon/domain';
import { auth, db } from '../shared/admin.js';
import { parseInput, requireSignedIn } from '../shared/callable.js';
import { currentRole, requireViewer } from '../shared/caller.js';
import { prepareLogEntry } from '../moderation/moderation-log.js';
import { storedDoc } from '../shared/stored.js';
import { refuse } from '../shared/refusal.js';

const ROLE_POWER: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

export const setUserRole = onCall(async (request): Promise<{ role: Role }> => {
  requireSignedIn(request);
  const { userId, role } = parseInput(setUserRoleInput, request.data);
  const refusal = checkRoleChange(await requireViewer(request, { staffAction: true }), userId);
  if (refusal) {
    const code = refusal === OWN_ROLE_CHANGE_TOAST ? 'failed-precondition' : 'permission-denied';
    throw refuse(code, refusal.description);
  }
  const member = await auth.getUser(userId).catch(() => {
    throw refuse('not-found', 'No member has that id.');
  });
  await auth.setCustomUserClaims(userId, { ...member.customClaims, role });
  const previous = await currentRole(userId);
  const batch = db.batch();
  batch.set(
    storedDoc(userRoleSchema, `${paths.userRoles}/${userId}`),
    { role, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  if (role !== previous) {
    const log = await prepareLogEntry(request.auth!.uid, {
      action: 'roleChange',
      memberId: userId,
      detail: `${previous} to ${role}`,
    });
    await log(batch);
  }
  await batch.commit();
  if (ROLE_POWER[role] < ROLE_POWER[previous]) await auth.revokeRefreshTokens(userId);
  return { role };
});
