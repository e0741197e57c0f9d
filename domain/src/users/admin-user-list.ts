// The admin User Management list at any number of members (docs/moderation.md): every member's
// `userRoles/{uid}` mirror carries what a row shows and what the list sorts and searches by, so a
// page is one indexed query of 10 documents and its total one count aggregation.
import type { AvatarUrls } from '../profiles/avatar-urls.js';
import { searchKeys } from '../text/search-keys.js';
import { ROLES, type Role } from './roles.js';

/** The role filter of the list: everyone, or one role. */
export const ADMIN_ROLE_FILTERS = ['all', ...ROLES] as const;
export type AdminRoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];

export interface MirroredProfile {
  readonly username: string;
  readonly displayName: string;
  /** The member's picture, for the row's face; absent or null: the initial. */
  readonly avatar?: AvatarUrls | null;
}

/** The profile fields of `userRoles/{uid}`, kept equal to the profile by a trigger. */
export interface UserRoleMirrorFields extends MirroredProfile {
  readonly avatar: AvatarUrls | null;
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
    avatar: profile.avatar ?? null,
    sortName: (username || displayName).toLowerCase(),
    searchKeys: searchKeys(username, displayName),
  };
}

/** One row of the list, as the admin UI shows it. */
export interface AdminUserRow extends MirroredProfile {
  readonly uid: string;
  readonly role: Role;
  /** A suspension in force when the row was read: its end (null: a ban), its reason. */
  readonly suspension?: { readonly until: Date | null; readonly reason: string } | null;
}
