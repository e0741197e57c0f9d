import { useEffect, useState } from 'react';
import { roleFlags, type AdminUserRow } from '@salon/domain';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { needsSecondFactor, readStaffTwoStep } from '../api/staff-two-step';

/** Per staff row: has a second factor (true/false), still asked ('loading'), or not known. */
export type StaffTwoStep = boolean | 'loading' | 'unknown';

/**
 * Two-step verification of the staff among `rows` (the page on screen), asked once per set of
 * staff uids; members' rows have none to show. A failure leaves the cells "unknown".
 */
export function useStaffTwoStep(rows: readonly AdminUserRow[]): (uid: string) => StaffTwoStep {
  const services = useFirebaseServices();
  const staffKey = rows
    .filter((row) => roleFlags(row.role).isAdminOrModerator)
    .map((row) => row.uid)
    .join(',');
  const [answer, setAnswer] = useState<{
    key: string;
    enrolled: Readonly<Record<string, boolean>> | null;
  } | null>(null);

  useEffect(() => {
    if (staffKey === '') return;
    let current = true;
    readStaffTwoStep(services, staffKey.split(',')).then(
      (enrolled) => current && setAnswer({ key: staffKey, enrolled }),
      (error: unknown) => {
        console.error('Could not read which staff have two-step verification.', error);
        if (current) setAnswer({ key: staffKey, enrolled: null });
      },
    );
    return () => {
      current = false;
    };
  }, [services, staffKey]);

  return (uid) => {
    if (answer?.key !== staffKey) return 'loading';
    return answer.enrolled?.[uid] ?? 'unknown';
  };
}

/**
 * Whether the admin panel is open to this sign-in (docs/accounts.md): 'closed' while the project
 * requires two-step verification of staff and this sign-in had no second factor. A failed check
 * opens it: the rules and functions refuse on their own, this only explains.
 */
export function useAdminPanelAccess(uid: string): 'checking' | 'open' | 'closed' {
  const { auth, firestore } = useFirebaseServices();
  const [checked, setChecked] = useState<{ uid: string; closed: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    needsSecondFactor(auth, firestore).then(
      (closed) => current && setChecked({ uid, closed }),
      (error: unknown) => {
        console.error('Could not read whether staff need two-step verification.', error);
        if (current) setChecked({ uid, closed: false });
      },
    );
    return () => {
      current = false;
    };
  }, [auth, firestore, uid]);
  if (checked?.uid !== uid) return 'checking';
  return checked.closed ? 'closed' : 'open';
}
