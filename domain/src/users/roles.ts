import type { ToastMessage } from '../text/toast.js';

export const ROLES = ['admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';

/** A role from anything the server returned; errors and unknown values become "user". */
export function parseRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : DEFAULT_ROLE;
}

export interface RoleFlags {
  readonly isAdmin: boolean;
  readonly isModerator: boolean;
  readonly isAdminOrModerator: boolean;
}

export function roleFlags(role: Role): RoleFlags {
  return {
    isAdmin: role === 'admin',
    isModerator: role === 'moderator',
    isAdminOrModerator: role === 'admin' || role === 'moderator',
  };
}

/** The two views an admin can switch between (default admin); everyone else sees "user". */
export type ViewRole = 'admin' | 'user';
export const VIEW_ROLE_LABELS: Readonly<Record<ViewRole, string>> = Object.freeze({
  admin: 'Administrator',
  user: 'Regular User',
});

/** The view someone sees: what an admin chose (admin unless chosen otherwise), else "user". */
export function effectiveViewRole(role: Role, chosen: ViewRole | null): ViewRole {
  return role === 'admin' ? (chosen ?? 'admin') : 'user';
}

export function viewModeChangedToast(view: ViewRole): ToastMessage {
  return { title: 'View Mode Changed', description: `Now viewing as ${VIEW_ROLE_LABELS[view]}` };
}

export const OWN_ROLE_CHANGE_TOAST: ToastMessage = Object.freeze({
  title: 'Action Not Allowed',
  description:
    'You cannot change your own role. Use the view switcher above to toggle how you see the site.',
});

/** Invented: the spec only lets admins reach the control, so it shows no wording for others. */
export const ADMIN_ONLY_TOAST: ToastMessage = Object.freeze({
  title: 'Action Not Allowed',
  description: 'Only administrators can change user roles.',
});

/**
 * Null when `actor` may set someone's role; the toast to show otherwise. Non-admins are refused as
 * such first: the own-role message's advice (the view switcher) is for admins only.
 */
export function checkRoleChange(
  actor: { readonly uid: string; readonly role: Role },
  targetUid: string,
): ToastMessage | null {
  if (actor.role !== 'admin') return ADMIN_ONLY_TOAST;
  if (actor.uid === targetUid) return OWN_ROLE_CHANGE_TOAST;
  return null;
}
