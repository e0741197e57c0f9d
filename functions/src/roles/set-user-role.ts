// Admins set another member's role: the custom claim the app and rules read, and the
// readable mirror in userRoles/{uid} the admin list shows (merged: its names and search fields
// belong to mirrorMemberProfile). Never one's own role.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  OWN_ROLE_CHANGE_TOAST,
  checkRoleChange,
  parseRole,
  paths,
  setUserRoleInput,
  type Role,
} from '@salon/domain';
import { auth, db } from '../shared/admin.js';
import { parseInput, requireSignedIn } from '../shared/callable.js';

export const setUserRole = onCall(async (request): Promise<{ role: Role }> => {
  const caller = requireSignedIn(request);
  const { userId, role } = parseInput(setUserRoleInput, request.data);
  const refusal = checkRoleChange({ uid: caller.uid, role: parseRole(caller.claims.role) }, userId);
  if (refusal) {
    const code = refusal === OWN_ROLE_CHANGE_TOAST ? 'failed-precondition' : 'permission-denied';
    throw new HttpsError(code, refusal.description);
  }
  const member = await auth.getUser(userId).catch(() => {
    throw new HttpsError('not-found', 'No member has that id.');
  });
  await auth.setCustomUserClaims(userId, { ...member.customClaims, role });
  await db
    .doc(`${paths.userRoles}/${userId}`)
    .set({ role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  return { role };
});
