// The calling member as the domain's permission checks see them: uid and current role, refused
// when the account is deleted or suspended. The role is read from userRoles/{uid}, which
// setUserRole writes with the claim, not from the claim in the caller's ID token: a demoted
// admin's token keeps the old claim for up to an hour, and powers must end with the demotion. A
// deleted member's token stays valid for up to an hour too, and must create nothing under the
// old uid. A suspension lives on the same document and refuses every callable that acts for the
// member, with its end; reading and deleting the account stay open. Two more conditions, each asked
// by the callables it matters to: staff powers need a sign-in with a second factor while the
// project's switch is on (config/staffSecurity), and what creates content needs the member's
// profile (a username), which a Google newcomer chooses after signing in.
import { type CallableRequest } from 'firebase-functions/v2/https';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ACCOUNT_DELETION_MESSAGES,
  isSuspensionActive,
  mapFields,
  STAFF_SECURITY_PATH,
  STAFF_TWO_STEP_MESSAGES,
  USERNAME_FIRST_MESSAGE,
  parseRole,
  paths,
  roleFlags,
  staffSecuritySchema,
  suspendedToast,
  toDate,
  type Role,
  type Viewer,
  readStoredFields,
  userRoleSchema,
} from '@salon/domain';
import { db } from './admin.js';
import { requireSignedIn } from './callable.js';
import { deletedMembersAmong } from './deleted-members.js';
import { refuse } from './refusal.js';

const roleDocument = (uid: string) => db.doc(`${paths.userRoles}/${uid}`);

/** The role a userRoles document holds; the default for none or an odd one. */
const roleOf = (roles: DocumentSnapshot) =>
  parseRole(readStoredFields(userRoleSchema, roles.data(), ['role']).role);

export async function currentRole(uid: string): Promise<Role> {
  return roleOf(await roleDocument(uid).get());
}

/**
 * The suspension stored on a member's userRoles document, whether in force or not. Its end alone
 * is read, by the field readers: userRoleSchema would refuse a suspension missing any of its other
 * fields, and a member suspended must not go free for a missing reason.
 */
export function storedSuspension(roles: DocumentSnapshot): { until: Date | null } | null {
  const suspension = mapFields(roles.data()?.['suspension']);
  if (!suspension) return null;
  const { until } = suspension;
  if (until === null) return { until: null };
  // A malformed end (never written by us) counts as no suspension rather than a ban.
  const end = toDate(until);
  return end && { until: end };
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
  throw refuse('permission-denied', toast, {
    suspendedUntil: until === null ? null : until.getTime(),
  });
}

/**
 * The member's roles document, once the account stands: refused first when it has been deleted
 * (or is being deleted), then, when asked, when it has no profile: no username yet, so nothing
 * they post could name them. Read side by side.
 */
async function standingRoles(uid: string, withProfile: boolean): Promise<DocumentSnapshot> {
  const [deleted, profile, roles] = await Promise.all([
    deletedMembersAmong([uid]),
    withProfile ? db.doc(paths.profile(uid)).get() : null,
    roleDocument(uid).get(),
  ]);
  if (deleted.size > 0) {
    throw refuse('permission-denied', ACCOUNT_DELETION_MESSAGES.accountDeleted);
  }
  if (profile && !profile.exists) {
    throw refuse('failed-precondition', USERNAME_FIRST_MESSAGE);
  }
  return roles;
}

/** The project's switch (docs/decisions.md): staff powers need a second factor. Off unless true. */
async function staffTwoStepRequired(): Promise<boolean> {
  const switched = (await db.doc(STAFF_SECURITY_PATH).get()).data();
  return (
    readStoredFields(staffSecuritySchema, switched, ['twoStepRequired']).twoStepRequired === true
  );
}

/** This sign-in passed a second factor: the ID token's `firebase.sign_in_second_factor`. */
function signedInWithSecondFactor(request: CallableRequest): boolean {
  const firebase: unknown = request.auth?.token.firebase;
  const factor =
    typeof firebase === 'object' && firebase !== null
      ? (firebase as { sign_in_second_factor?: unknown }).sign_in_second_factor
      : undefined;
  return typeof factor === 'string' && factor !== '';
}

/**
 * The role whose powers this call may use: staff signed in without a second factor while the
 * switch is on have none of them. A staff action (`staffAction`) is then refused with what to do;
 * anything else goes on as for a member (a moderator still posts, an admin's delete of another's
 * post is refused as a member's would be).
 */
async function usableRole(
  request: CallableRequest,
  role: Role,
  staffAction: boolean,
): Promise<Role> {
  if (!roleFlags(role).isAdminOrModerator || signedInWithSecondFactor(request)) return role;
  if (!(await staffTwoStepRequired())) return role;
  if (staffAction) throw refuse('permission-denied', STAFF_TWO_STEP_MESSAGES.required);
  return 'user';
}

interface CallerOptions {
  /** Let a suspended member through (only what reads or withdraws their own data). */
  readonly whileSuspended?: boolean;
  /** Refuse a member without a profile (what creates content: posts, reactions, reports). */
  readonly withProfile?: boolean;
}

/**
 * The signed-in caller, whose account stands and is not suspended: what every callable that acts
 * for a member asks. `whileSuspended` lets a suspended member through for what only reads or
 * withdraws their own data (counting a view, disconnecting a streaming account).
 */
export async function requireMember(
  request: CallableRequest,
  { whileSuspended = false, withProfile = false }: CallerOptions = {},
): Promise<{ uid: string }> {
  const { uid } = requireSignedIn(request);
  const roles = await standingRoles(uid, withProfile);
  if (!whileSuspended) refuseSuspended(roles);
  return { uid };
}

/**
 * The signed-in caller whose account stands and is not suspended, with the role whose powers
 * this call may use (`usableRole`). `staffAction`: the call is a staff tool (the admin panel's),
 * refused with what to do when a second factor is required and missing.
 */
export async function requireViewer(
  request: CallableRequest,
  {
    withProfile = false,
    staffAction = false,
  }: Pick<CallerOptions, 'withProfile'> & { staffAction?: boolean } = {},
): Promise<Viewer> {
  const { uid } = requireSignedIn(request);
  const roles = await standingRoles(uid, withProfile);
  refuseSuspended(roles);
  return { uid, role: await usableRole(request, roleOf(roles), staffAction) };
}
