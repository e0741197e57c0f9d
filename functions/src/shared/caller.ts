// The calling member as the domain's permission checks see them: uid and current role. The role
// is read from userRoles/{uid}, which setUserRole writes with the claim, not from the claim in
// the caller's ID token: a demoted admin's token keeps the old claim for up to an hour, and
// powers must end with the demotion.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { parseRole, paths, type Role, type Viewer } from '@salon/domain';
import { db } from './admin.js';
import { requireSignedIn } from './callable.js';

export async function currentRole(uid: string): Promise<Role> {
  return parseRole((await db.doc(`${paths.userRoles}/${uid}`).get()).get('role'));
}

export async function requireViewer(request: CallableRequest): Promise<Viewer> {
  const { uid } = requireSignedIn(request);
  return { uid, role: await currentRole(uid) };
}
