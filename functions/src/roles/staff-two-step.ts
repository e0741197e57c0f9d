// Which staff have two-step verification, for the admin panel's User Management list.
// Invariant: only an admin (signed in with a second factor while the switch is on) learns it, for
// at most a page of members at a time, and only for those who are staff now (userRoles): a
// member's own sign-in settings are theirs. The browser cannot read Auth users, so this reads
// the staff's Auth records (their enrolled factors) with the admin SDK.
import { onCall } from 'firebase-functions/v2/https';
import {
  STAFF_TWO_STEP_MESSAGES,
  parseRole,
  paths,
  readStoredFields,
  roleFlags,
  staffTwoStepInput,
  userRoleSchema,
} from '@salon/domain';
import { auth, db } from '../shared/admin.js';
import { parseInput, requireSignedIn } from '../shared/callable.js';
import { requireViewer } from '../shared/caller.js';
import { refuse } from '../shared/refusal.js';

export const staffTwoStep = onCall(
  async (request): Promise<{ enrolled: Record<string, boolean> }> => {
    requireSignedIn(request);
    const { userIds } = parseInput(staffTwoStepInput, request.data);
    const viewer = await requireViewer(request, { staffAction: true });
    if (viewer.role !== 'admin') {
      throw refuse('permission-denied', STAFF_TWO_STEP_MESSAGES.adminOnly);
    }
    const unique = [...new Set(userIds)];
    const roles = await db.getAll(...unique.map((uid) => db.doc(`${paths.userRoles}/${uid}`)));
    const staff = roles
      .filter(
        (roleDoc) =>
          roleFlags(parseRole(readStoredFields(userRoleSchema, roleDoc.data(), ['role']).role))
            .isAdminOrModerator,
      )
      .map((roleDoc) => roleDoc.id);
    if (staff.length === 0) return { enrolled: {} };
    // A staff uid without an Auth record (an account being deleted) is left out.
    const { users } = await auth.getUsers(staff.map((uid) => ({ uid })));
    return {
      enrolled: Object.fromEntries(
        users.map((user) => [user.uid, (user.multiFactor?.enrolledFactors.length ?? 0) > 0]),
      ),
    };
  },
);
