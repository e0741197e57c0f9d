// A member's suspension as userRoles/{uid}.suspension holds it: the end (null for a ban) and the
// reason. Read by the member's banner, by the direct writes to explain a refusal, and by the admin
// list. Rules and functions decide; this only explains.
import { doc, getDocFromServer, onSnapshot, type Firestore } from 'firebase/firestore';
import { isSuspensionActive, paths, text, toDate } from '@salon/domain';

export interface MemberSuspension {
  /** When it ends; null for a ban. */
  readonly until: Date | null;
  readonly reason: string;
}

/** The stored suspension, in force or not; null when none (or malformed). */
export function suspensionOf(value: unknown): MemberSuspension | null {
  if (typeof value !== 'object' || value === null || !('until' in value)) return null;
  const until = value.until === null ? null : toDate(value.until);
  if (value.until !== null && until === null) return null;
  return { until, reason: 'reason' in value ? text(value.reason) : '' };
}

/** The suspension if it is in force now. */
export function activeSuspension(value: unknown, now = new Date()): MemberSuspension | null {
  const suspension = suspensionOf(value);
  return isSuspensionActive(suspension, now) ? suspension : null;
}

/** The member's own suspension, in force now, as the server has it (one read). */
export async function readOwnSuspension(
  firestore: Firestore,
  uid: string,
): Promise<MemberSuspension | null> {
  const roles = await getDocFromServer(doc(firestore, paths.userRoles, uid)).catch(() => null);
  return roles ? activeSuspension(roles.get('suspension')) : null;
}

/** Calls back with the member's stored suspension (in force or not) on every change. */
export function subscribeToOwnSuspension(
  firestore: Firestore,
  uid: string,
  onValue: (suspension: MemberSuspension | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(firestore, paths.userRoles, uid),
    (snapshot) => onValue(suspensionOf(snapshot.get('suspension'))),
    onError,
  );
}
