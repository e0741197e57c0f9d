import { createContext, useContext } from 'react';
import type { ViewRole } from '@salon/domain';

export interface RoleViewState {
  /** The view in effect: what an admin chose (admin by default); always `user` for others. */
  viewAs: ViewRole;
  /** Only admins may switch (spec 1 §6). */
  canSwitchView: boolean;
  setViewAs: (view: ViewRole) => void;
  /** Back to the default view; part of clearing local state on sign-out. */
  resetView: () => void;
}

export const RoleViewContext = createContext<RoleViewState | null>(null);

/** The admin's view switch state (spec 1 §4 "Role view"). */
export function useRoleView(): RoleViewState {
  const state = useContext(RoleViewContext);
  if (state === null) throw new Error('useRoleView must be used inside <RoleViewProvider>');
  return state;
}
