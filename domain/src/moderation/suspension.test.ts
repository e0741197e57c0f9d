import { describe, expect, it } from 'vitest';
import { MODERATION_LOG_TEXTS, moderationLogScope } from './moderation-log.js';
import {
  SUSPENSION_MESSAGES,
  alreadySuspendedMessage,
  checkSuspension,
  isSuspensionActive,
  memberSuspendedToast,
  suspendedToast,
  suspensionDurationsFor,
  suspensionEnd,
  suspensionLiftedToast,
  wouldShortenSuspension,
} from './suspension.js';

const now = new Date('2026-11-26T12:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
const admin = { uid: 'uid-admin', role: 'admin' } as const;
const moderator = { uid: 'uid-mod', role: 'moderator' } as const;
const member = { uid: 'uid-member', role: 'user' } as const;

describe('suspensions', () => {
  it('end after their days, and a ban never', () => {
    expect(suspensionEnd('1d', now)).toEqual(later(1));
    expect(suspensionEnd('30d', now)).toEqual(later(30));
    expect(suspensionEnd('permanent', now)).toBeNull();
  });

  it('offer admins every duration, moderators up to 7 days, members none', () => {
    expect(suspensionDurationsFor('admin')).toEqual(['1d', '7d', '30d', 'permanent']);
    expect(suspensionDurationsFor('moderator')).toEqual(['1d', '7d']);
    expect(suspensionDurationsFor('user')).toEqual([]);
  });

  it.each([
    [member, member, '1d', SUSPENSION_MESSAGES.staffOnly],
    [moderator, moderator, '1d', SUSPENSION_MESSAGES.self],
    [moderator, admin, '1d', SUSPENSION_MESSAGES.admin],
    [moderator, { uid: 'uid-mod2', role: 'moderator' }, '1d', SUSPENSION_MESSAGES.moderatorTarget],
    [moderator, member, '30d', SUSPENSION_MESSAGES.moderatorLimit],
    [moderator, member, '7d', null],
    [admin, moderator, 'permanent', null],
  ] as const)('checks %o suspending %o for %s', (actor, target, duration, refusal) => {
    expect(checkSuspension(actor, target, duration)).toBe(refusal);
  });

  it('are in force until their end, a ban always', () => {
    expect(isSuspensionActive(null, now)).toBe(false);
    expect(isSuspensionActive({ until: null }, now)).toBe(true);
    expect(isSuspensionActive({ until: later(1) }, now)).toBe(true);
    expect(isSuspensionActive({ until: now }, now)).toBe(false);
  });

  it('only grow: a shorter or equal one would shorten what is in force', () => {
    expect(wouldShortenSuspension(null, later(1), now)).toBe(false);
    expect(wouldShortenSuspension({ until: later(-1) }, later(1), now)).toBe(false);
    expect(wouldShortenSuspension({ until: null }, null, now)).toBe(true);
    expect(wouldShortenSuspension({ until: later(7) }, later(1), now)).toBe(true);
    expect(wouldShortenSuspension({ until: later(7) }, later(30), now)).toBe(false);
    expect(wouldShortenSuspension({ until: later(7) }, null, now)).toBe(false);
  });

  it('say the end in the given zone, or that it is permanent', () => {
    expect(suspendedToast(later(1), 'UTC')).toEqual({
      title: 'Account Suspended',
      description: 'Your account is suspended until Nov 27, 2026, 12:00 PM UTC.',
    });
    expect(suspendedToast(null).description).toBe('Your account is suspended permanently.');
    expect(alreadySuspendedMessage(later(1), 'UTC')).toBe(
      'This member is already suspended until Nov 27, 2026, 12:00 PM UTC.',
    );
    expect(alreadySuspendedMessage(null)).toBe('This member is already suspended permanently.');
    expect(memberSuspendedToast('@antonio', later(1), 'UTC').description).toBe(
      '@antonio is suspended until Nov 27, 2026, 12:00 PM UTC.',
    );
    expect(memberSuspendedToast('@antonio', null).description).toBe(
      '@antonio is suspended permanently.',
    );
    expect(suspensionLiftedToast('@antonio').description).toBe('@antonio can take part again.');
  });
});

describe('the moderation log', () => {
  it('shows moderators the report actions only', () => {
    expect(moderationLogScope('reportStatus', 'r1')).toBe('reports');
    expect(moderationLogScope('pictureRemoval', 'r1')).toBe('reports');
    expect(moderationLogScope('contentDeletion', 'r1')).toBe('reports');
    expect(moderationLogScope('contentDeletion', null)).toBe('admin');
    expect(moderationLogScope('suspension', 'r1')).toBe('admin');
    expect(moderationLogScope('pollOpened', null)).toBe('admin');
    expect(moderationLogScope('pollClosed', null)).toBe('admin');
    expect(MODERATION_LOG_TEXTS.unknownMember('nobody')).toBe('No member is called @nobody.');
  });
});
