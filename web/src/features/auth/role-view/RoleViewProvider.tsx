import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { effectiveViewRole, type ViewRole } from '@salon/domain';
import { useRole } from '../hooks/use-role';
import { RoleViewContext, type RoleViewState } from '../../../lib/session/role-view-context';

/** Holds an admin's chosen view in memory; a new sign-in starts from the admin view again. */
export function RoleViewProvider({ children }: { children: ReactNode }) {
  const { role, isAdmin } = useRole();
  const [chosenView, setChosenView] = useState<ViewRole | null>(null);

  const setViewAs = useCallback(
    (view: ViewRole) => {
      if (isAdmin) setChosenView(view);
    },
    [isAdmin],
  );
  const resetView = useCallback(() => setChosenView(null), []);

  const state = useMemo<RoleViewState>(
    () => ({
      viewAs: effectiveViewRole(role, chosenView),
      canSwitchView: isAdmin,
      setViewAs,
      resetView,
    }),
    [role, isAdmin, chosenView, setViewAs, resetView],
  );
  return <RoleViewContext value={state}>{children}</RoleViewContext>;
}
