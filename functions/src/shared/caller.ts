// The calling member as the domain's permission checks see them: uid and current role, refused
// when the account is deleted or suspended. The role is read from userRoles/{uid}, which
// setUserRole writes with the claim, not from the claim in the caller's ID token: a demoted
// admin's token keeps the old claim for up to an hour, and powers must end with the demotion. A
// deleted member's token stays valid for up to an hour too, and must create nothing under the
// old uid (issue 37). A suspension (issue 32) lives on the same document and refuses every
// callable that acts for the member, with its end; reading and deleting the account stay open.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ACCOUNT_DELETION_MESSAGES,
  isSuspensionActive,
  parseRole,
  paths,
  suspendedToast,
  type Role,
  type Viewer,
} from '@salon/domain';
import { db } from './admin.js';
import { requireSignedIn } from './callable.js';
import { deletedMembersAmong } from './deleted-members.js';

const roleDocument = (uid: string) => db.doc(`${paths.userRoles}/${uid}`);

export async function currentRole(uid: string): Promise<Role> {
  return parseRole((await roleDocument(uid).get()).get('role'));
}

/** The suspension stored on a member's userRoles document, whether in force or not. */
export function storedSuspension(roles: DocumentSnapshot): { until: Date | null } | null {
  const suspension: unknown = roles.get('suspension');
  if (typeof suspension !== 'object' || suspension === null) return null;
  const until: unknown = (suspension as { until?: unknown }).until;
  if (until === null) return { until: null };
  if (until instanceof Date) return { until };
  if (typeof until === 'object' && until !== null && 'toDate' in until) {
    return { until: (until as { toDate(): Date }).toDate() };
  }
  // A malformed end (never written by us) counts as no suspension rather than a ban.
  return null;
}

/**
 * Refuses a suspended member with "Your account is suspended until ..." in UTC; `details` carry
 * the toast and the end in milliseconds (`suspendedUntil`, null for a ban), so the web app shows
 * it in the member's own time zone.
 */
function refuseSuspended(roles: DocumentSnapshot): void {
  const suspension = storedSuspension(roles);
  if (!isSuspensionActive(suspension, new Date())) return;
  const until = suspension!.until;
  const toast = suspendedToast(until, 'UTC');
  throw new HttpsError('permission-denied', toast.description, {
    ...toast,
    suspendedUntil: until === null ? null : until.getTime(),
  });
}

/** Refuses a member who has deleted (or is deleting) their account. */
async function refuseDeletedMember(uid: string): Promise<void> {
  if ((await deletedMembersAmong([uid])).size > 0) {
    throw new HttpsError('permission-denied', ACCOUNT_DELETION_MESSAGES.accountDeleted);
  }
}

/** The member's roles document, once the account is known to stand. */
async function standingRoles(uid: string): Promise<DocumentSnapshot> {
  const [, roles] = await Promise.all([refuseDeletedMember(uid), roleDocument(uid).get()]);
  return roles;
}

/**
 * The signed-in caller, whose account stands and is not suspended: what every callable that acts
 * for a member asks. `whileSuspended` lets a suspended member through for what only reads or
 * withdraws their own data (counting a view, disconnecting a streaming account).
 */
export async function requireMember(
  request: CallableRequest,
  { whileSuspended = false }: { whileSuspended?: boolean } = {},
): Promise<{ uid: string }> {
  const { uid } = requireSignedIn(request);
  const roles = await standingRoles(uid);
  if (!whileSuspended) refuseSuspended(roles);
  return { uid };
}

/** The signed-in caller whose account stands and is not suspended, with their current role. */
export async function requireViewer(request: CallableRequest): Promise<Viewer> {
  const { uid } = requireSignedIn(request);
  const roles = await standingRoles(uid);
  refuseSuspended(roles);
  return { uid, role: parseRole(roles.get('role')) };
}
