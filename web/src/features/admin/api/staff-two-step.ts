// Staff two-step verification for the admin panel (docs/accounts.md): whether the project requires
// it (the switch rules and functions read) and whether this sign-in passed a second factor (the ID
// token's claim), and which staff on a page have it (staffTwoStep: Auth records are not readable
// from the browser).
import type { Auth } from 'firebase/auth';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { STAFF_SECURITY_PATH } from '@salon/domain';
import { callFunction, type CallServices } from '../../../lib/call-function';

/**
 * True when the admin panel is closed to this sign-in: the switch is on and the current ID token
 * has no second factor. The switch is read only for a sign-in without one.
 */
export async function needsSecondFactor(auth: Auth, firestore: Firestore): Promise<boolean> {
  const token = await auth.currentUser?.getIdTokenResult();
  if (!token || token.signInSecondFactor) return false;
  const config = await getDoc(doc(firestore, STAFF_SECURITY_PATH));
  return config.get('twoStepRequired') === true;
}

/** Which of `userIds` (a page, at most 10) are staff with a second factor; members are left out. */
export async function readStaffTwoStep(
  services: CallServices,
  userIds: readonly string[],
): Promise<Readonly<Record<string, boolean>>> {
  return (await callFunction(services, 'staffTwoStep', { userIds: [...userIds] })).enrolled;
}
