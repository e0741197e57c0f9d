import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { profileSchema, userRoleSchema, withDates } from '@salon/domain';
import { authorFromData } from './authors';
import { suspensionOf } from './suspension';

// The shell reads a member's card and suspension field by field, as zod would join every first
// visit (web/README.md); these check those readers against the domain's schemas.
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('authorFromData reads what profileSchema stores', () => {
  const card = {
    username: 'fanny',
    displayName: 'Fanny Hensel',
    bio: 'Lieder.',
    isPrivate: false,
    createdAt: at('2026-01-02T03:04:05Z'),
  };
  const avatar = {
    s48: 'https://pictures.example/s48.webp',
    s96: 'https://pictures.example/s96.webp',
    s256: 'https://pictures.example/s256.webp',
  };

  it('names and face, with a picture, without one, and with it removed', () => {
    for (const stored of [{ ...card, avatar }, card, { ...card, avatar: null }]) {
      const schemaRead = profileSchema.parse(withDates(stored));
      expect(authorFromData('uid-fanny', stored)).toEqual({
        userId: 'uid-fanny',
        username: schemaRead.username,
        displayName: schemaRead.displayName,
        avatar: schemaRead.avatar ?? null,
        featuredBadge: schemaRead.featuredBadge ?? null,
      });
    }
  });

  it('the featured badge, none, and one the catalogue does not know (read as none)', () => {
    for (const featuredBadge of ['first-post', null]) {
      const stored = { ...card, featuredBadge };
      const schemaRead = profileSchema.parse(withDates(stored));
      expect(authorFromData('uid-fanny', stored).featuredBadge).toBe(
        schemaRead.featuredBadge ?? null,
      );
    }
    expect(authorFromData('uid-fanny', { ...card, featuredBadge: 'no-such-badge' })).toMatchObject({
      featuredBadge: null,
    });
  });
});

describe('suspensionOf reads what userRoleSchema stores', () => {
  const roles = { role: 'user', updatedAt: at('2026-11-01T00:00:00Z') };
  const suspension = {
    reason: 'Spam',
    suspendedBy: 'uid-admin',
    suspendedAt: at('2026-11-20T10:00:00Z'),
  };

  it('a suspension until a date, and a ban', () => {
    for (const until of [at('2026-11-27T10:00:00Z'), null]) {
      const stored = { ...roles, suspension: { ...suspension, until } };
      const schemaRead = userRoleSchema.parse(withDates(stored)).suspension;
      expect(suspensionOf(stored.suspension)).toEqual({
        until: schemaRead?.until,
        reason: schemaRead?.reason,
      });
    }
  });
});
