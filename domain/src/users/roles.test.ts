import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY_TOAST,
  checkRoleChange,
  effectiveViewRole,
  parseRole,
  roleFlags,
  ROLES,
  viewModeChangedToast,
} from '../index.js';

describe('roles', () => {
  it('are admin, moderator and user', () => {
    expect(ROLES).toEqual(['admin', 'moderator', 'user']);
  });

  it('parseRole falls back to user for errors and unknown values', () => {
    expect(parseRole('admin')).toBe('admin');
    expect(parseRole('moderator')).toBe('moderator');
    expect(parseRole('owner')).toBe('user');
    expect(parseRole(null)).toBe('user');
  });

  it('derives the flags', () => {
    expect(roleFlags('admin')).toEqual({
      isAdmin: true,
      isModerator: false,
      isAdminOrModerator: true,
    });
    expect(roleFlags('moderator')).toEqual({
      isAdmin: false,
      isModerator: true,
      isAdminOrModerator: true,
    });
    expect(roleFlags('user')).toEqual({
      isAdmin: false,
      isModerator: false,
      isAdminOrModerator: false,
    });
  });

  it('lets only admins switch the view, defaulting to admin', () => {
    expect(effectiveViewRole('admin', null)).toBe('admin');
    expect(effectiveViewRole('admin', 'user')).toBe('user');
    expect(effectiveViewRole('moderator', 'admin')).toBe('user');
    expect(viewModeChangedToast('admin')).toEqual({
      title: 'View Mode Changed',
      description: 'Now viewing as Administrator',
    });
    expect(viewModeChangedToast('user').description).toBe('Now viewing as Regular User');
  });

  it('refuses a change of the own role, and changes by non-admins', () => {
    expect(checkRoleChange({ uid: 'a', role: 'admin' }, 'a')).toEqual({
      title: 'Action Not Allowed',
      description:
        'You cannot change your own role. Use the view switcher above to toggle how you see the site.',
    });
    expect(checkRoleChange({ uid: 'm', role: 'moderator' }, 'b')).toBe(ADMIN_ONLY_TOAST);
    // A non-admin is told the panel is not theirs, not pointed at a view switcher they lack.
    expect(checkRoleChange({ uid: 'm', role: 'user' }, 'm')).toBe(ADMIN_ONLY_TOAST);
    expect(checkRoleChange({ uid: 'a', role: 'admin' }, 'b')).toBeNull();
  });
});
