import { describe, expect, it } from 'vitest';
import {
  BADGE_LEVELS,
  BADGES,
  badgesCountedBy,
  badgesEarned,
  profileCompleteFact,
  wholeYearsBetween,
  type Badge,
} from './catalogue.js';
import { BADGE_IDS, BADGE_NAMES, featuredBadgeLabel, isBadgeId } from './names.js';
import { memberBadgesSchema } from './schemas.js';

describe('the badge catalogue', () => {
  it('has at least 15 badges in all three levels, staff badges among them', () => {
    expect(BADGE_IDS.length).toBeGreaterThanOrEqual(15);
    const badges: Badge[] = BADGE_IDS.map((id) => BADGES[id]);
    for (const level of BADGE_LEVELS) {
      expect(badges.filter((badge) => badge.level === level).length).toBeGreaterThan(0);
    }
    expect(
      badges.filter((badge) => badge.grantedBy === 'staff').map((badge) => badge.name),
    ).toEqual(['Performer', 'Music Educator']);
  });

  it('ids are URL- and document-id-safe, names unique', () => {
    for (const id of BADGE_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(BADGE_IDS.map((id) => BADGES[id].name)).size).toBe(BADGE_IDS.length);
  });

  it('knows its ids', () => {
    expect(isBadgeId('first-post')).toBe(true);
    expect(isBadgeId('toString')).toBe(false);
    expect(isBadgeId(7)).toBe(false);
  });

  it('names each badge once, in the catalogue and beside an author', () => {
    for (const id of BADGE_IDS) expect(BADGES[id].name).toBe(BADGE_NAMES[id]);
    expect(featuredBadgeLabel('bravo')).toBe('Featured badge: Bravo!');
  });
});

describe('badgesEarned', () => {
  it('grants a badge when its fact reaches the threshold, and only for facts given', () => {
    expect(badgesEarned({ discussionsStarted: 0 })).toEqual([]);
    expect(badgesEarned({ discussionsStarted: 1 })).toEqual(['first-post']);
    expect(badgesEarned({ discussionsStarted: 10 })).toEqual([
      'first-post',
      'conversation-starter',
    ]);
    expect(badgesEarned({ mostApplause: 10, mostBravos: 49 })).toEqual(['applauded']);
    expect(badgesEarned({ mostBravos: 50 })).toEqual(['bravo']);
    expect(badgesEarned({})).toEqual([]);
  });

  it('never grants a staff badge', () => {
    const everything = Object.fromEntries(
      BADGE_IDS.flatMap((id) => {
        const badge: Badge = BADGES[id];
        return badge.grantedBy === 'activity' ? [[badge.fact, 1_000_000]] : [];
      }),
    );
    expect(badgesEarned(everything)).not.toContain('performer');
    expect(badgesEarned(everything)).not.toContain('music-educator');
  });

  it('lists what one fact counts', () => {
    expect(badgesCountedBy('repliesPosted')).toEqual(['first-reply', 'pillar-of-the-salon']);
    expect(badgesCountedBy('bestTriviaStreak')).toEqual(['trivia-streak', 'trivia-maestro']);
  });
});

describe('the facts', () => {
  it('a complete profile has a picture, a bio and three sections', () => {
    expect(profileCompleteFact({ hasPicture: true, hasBio: true, sectionsFilled: 3 })).toBe(1);
    expect(profileCompleteFact({ hasPicture: true, hasBio: true, sectionsFilled: 2 })).toBe(0);
    expect(profileCompleteFact({ hasPicture: false, hasBio: true, sectionsFilled: 6 })).toBe(0);
    expect(profileCompleteFact({ hasPicture: true, hasBio: false, sectionsFilled: 6 })).toBe(0);
  });

  it('counts whole years, a day short is not a year', () => {
    const joined = new Date('2025-11-28T10:00:00Z');
    expect(wholeYearsBetween(joined, new Date('2026-11-28T09:59:59Z'))).toBe(0);
    expect(wholeYearsBetween(joined, new Date('2026-11-28T10:00:00Z'))).toBe(1);
    expect(wholeYearsBetween(joined, new Date('2028-01-01T00:00:00Z'))).toBe(2);
    expect(
      wholeYearsBetween(new Date('2024-02-29T00:00:00Z'), new Date('2025-02-28T23:00:00Z')),
    ).toBe(0);
    expect(
      wholeYearsBetween(new Date('2024-02-29T00:00:00Z'), new Date('2025-03-01T00:00:00Z')),
    ).toBe(1);
  });
});

describe('memberBadgesSchema', () => {
  it('refuses a badge that is not in the catalogue', () => {
    const record = { revoked: {}, holderKey: 'k', updatedAt: new Date() };
    const held = { grantedAt: new Date(), grantedBy: null };
    expect(memberBadgesSchema.safeParse({ ...record, held: { 'first-post': held } }).success).toBe(
      true,
    );
    expect(memberBadgesSchema.safeParse({ ...record, held: { 'gold-star': held } }).success).toBe(
      false,
    );
  });
});
