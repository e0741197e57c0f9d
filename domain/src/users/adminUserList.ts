// The admin User Management list at any number of members (docs/moderation.md): every member's
// `userRoles/{uid}` mirror carries what a row shows and what the list sorts and searches by, so a
// page is one indexed query of 10 documents and its total one count aggregation.
import { searchKeys } from '../text/searchKeys.js';
import { ROLES, type Role } from './roles.js';

/** The role filter of the list: everyone, or one role. */
export const ADMIN_ROLE_FILTERS = ['all', ...ROLES] as const;
export type AdminRoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];

export interface MirroredProfile {
  readonly username: string;
  readonly displayName: string;
}

/** The profile fields of `userRoles/{uid}`, kept equal to the profile by a trigger. */
export interface UserRoleMirrorFields extends MirroredProfile {
  /** Lowercased username, or display name when there is no username: the list's order. */
  readonly sortName: string;
  /** `searchKeys(username, displayName)`: the case-insensitive "contains" search. */
  readonly searchKeys: string[];
}

export function userRoleMirrorFields(profile: MirroredProfile): UserRoleMirrorFields {
  const username = profile.username.trim();
  const displayName = profile.displayName.trim();
  return {
    username,
    displayName,
    sortName: (username || displayName).toLowerCase(),
    searchKeys: searchKeys(username, displayName),
  };
}

/** One row of the list, as the admin UI shows it. */
export interface AdminUserRow extends MirroredProfile {
  readonly uid: string;
  readonly role: Role;
}
