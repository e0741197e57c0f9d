import { useState } from 'react';
import {
  ADMIN_ERRORS,
  ROLE_UPDATED_TOAST,
  checkRoleChange,
  type AdminUserRow,
  type Role,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { setUserRole } from '../api/users';
import { failureToast } from '../admin-texts';

/**
 * Changing a member's role from the list: the domain's check first (never one's own role: the
 * spec's "Action Not Allowed" toast, nothing sent), then setUserRole; the row shows the new role
 * only once the server accepted it. `changing` is the uid whose change is under way.
 */
export function useRoleChange(
  actor: { readonly uid: string; readonly role: Role },
  onChanged: (uid: string, role: Role) => void,
) {
  const services = useFirebaseServices();
  const [changing, setChanging] = useState<string | null>(null);

  const changeRole = async (row: AdminUserRow, role: Role) => {
    if (role === row.role) return;
    // A refusal is explained even while another change is under way.
    const refusal = checkRoleChange(actor, row.uid);
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return;
    }
    if (changing !== null) return;
    setChanging(row.uid);
    try {
      await setUserRole(services, row.uid, role);
      onChanged(row.uid, role);
      toast(ROLE_UPDATED_TOAST);
    } catch (error) {
      console.error('Could not change the role.', error);
      toast(failureToast(ADMIN_ERRORS.updateUserRole, error));
    } finally {
      setChanging(null);
    }
  };

  return { changing, changeRole };
}
