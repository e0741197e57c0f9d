import { useState } from 'react';
import {
  SUSPENSION_ERRORS,
  memberSuspendedToast,
  suspensionLiftedToast,
  type AdminUserRow,
  type SuspensionDuration,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { liftSuspension, suspendMember } from '../api/suspensions';
import { failureToast } from '../admin-texts';

/** "@name", else the display name: how the toasts name a row's member. */
export const rowName = (row: AdminUserRow) =>
  row.username ? `@${row.username}` : row.displayName || 'The member';

/**
 * Suspending and lifting from User Management, with toasts; the row shows the change once the
 * server accepted it. `busy` is the uid whose call is under way.
 */
export function useSuspensionActions(
  onChanged: (uid: string, suspension: AdminUserRow['suspension']) => void,
) {
  const services = useFirebaseServices();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(row: AdminUserRow, action: () => Promise<void>, failure: string) {
    setBusy(row.uid);
    try {
      await action();
      return true;
    } catch (error) {
      console.error(failure, error);
      toast(failureToast(failure, error));
      return false;
    } finally {
      setBusy(null);
    }
  }

  const suspend = (row: AdminUserRow, duration: SuspensionDuration, reason: string) =>
    run(
      row,
      async () => {
        const { suspendedUntil } = await suspendMember(services, {
          memberId: row.uid,
          duration,
          reason,
        });
        const until = suspendedUntil === null ? null : new Date(suspendedUntil);
        onChanged(row.uid, { until, reason });
        toast(memberSuspendedToast(rowName(row), until));
      },
      SUSPENSION_ERRORS.suspend,
    );

  const lift = (row: AdminUserRow, reason: string) =>
    run(
      row,
      async () => {
        await liftSuspension(services, { memberId: row.uid, reason });
        onChanged(row.uid, null);
        toast(suspensionLiftedToast(rowName(row)));
      },
      SUSPENSION_ERRORS.lift,
    );

  return { busy, suspend, lift };
}
