// The calling member as the domain's permission checks see them: uid and current role, refused
// when the account is deleted. The role is read from userRoles/{uid}, which setUserRole writes
// with the claim, not from the claim in the caller's ID token: a demoted admin's token keeps the
// old claim for up to an hour, and powers must end with the demotion. A deleted member's token
// stays valid for up to an hour too, and must create nothing under the old uid (issue 37).
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { ACCOUNT_DELETION_MESSAGES, parseRole, paths, type Role, type Viewer } from '@salon/domain';
import { db } from './admin.js';
import { requireSignedIn } from './callable.js';
import { deletedMembersAmong } from './deleted-members.js';

export async function currentRole(uid: string): Promise<Role> {
  return parseRole((await db.doc(`${paths.userRoles}/${uid}`).get()).get('role'));
}

/** Refuses a member who has deleted (or is deleting) their account. */
async function refuseDeletedMember(uid: string): Promise<void> {
  if ((await deletedMembersAmong([uid])).size > 0) {
    throw new HttpsError('permission-denied', ACCOUNT_DELETION_MESSAGES.accountDeleted);
  }
}

/** The signed-in caller, whose account stands: what every callable that acts for a member asks. */
export async function requireMember(request: CallableRequest): Promise<{ uid: string }> {
  const { uid } = requireSignedIn(request);
  await refuseDeletedMember(uid);
  return { uid };
}

/** The signed-in caller whose account stands, with their current role. */
export async function requireViewer(request: CallableRequest): Promise<Viewer> {
  const { uid } = requireSignedIn(request);
  const [, role] = await Promise.all([refuseDeletedMember(uid), currentRole(uid)]);
  return { uid, role };
}
