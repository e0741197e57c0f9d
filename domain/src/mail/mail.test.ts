import { describe, expect, it } from 'vitest';
import { notificationTargetPath } from '../notifications/navigation.js';
import { notificationText } from '../notifications/wording.js';
import { BADGE_TEXTS } from '../badges/texts.js';
import { mailKindOf, MAIL_SUBJECTS } from './kinds.js';
import { saveMailSettingsInput, unsubscribeRequestSchema } from './schemas.js';

describe('mailKindOf', () => {
  it('mails replies, mentions, friends, report outcomes and badges, nothing else', () => {
    const kind = (type: Parameters<typeof mailKindOf>[0]['type'], data = {}) =>
      mailKindOf({ type, data });
    expect(kind('reply')).toBe('reply');
    expect(kind('mention')).toBe('mention');
    expect(kind('friend_request')).toBe('friends');
    expect(kind('badge')).toBe('badge');
    expect(kind('report', { action: 'dismissed' })).toBe('reportOutcome');
    // A new report is staff's, told on the site only.
    expect(kind('report')).toBeNull();
    expect(kind('reaction')).toBeNull();
    expect(kind('follow')).toBeNull();
    expect(kind('schedule')).toBeNull();
  });
});

describe('the subject lines', () => {
  it('say what happened, or how many things did', () => {
    expect(
      MAIL_SUBJECTS.notices([{ message: 'felix replied to your discussion "Mahler 9"' }]),
    ).toBe('felix replied to your discussion "Mahler 9"');
    expect(MAIL_SUBJECTS.notices([{ message: 'a' }, { message: 'b' }, { message: 'c' }])).toBe(
      '3 new notifications from The Salon',
    );
  });
});

describe('notificationTargetPath', () => {
  it('leads each target to its page on the site', () => {
    expect(notificationTargetPath({ kind: 'thread', threadId: 't1' })).toBe('/salon/thread/t1');
    expect(notificationTargetPath({ kind: 'profile', userId: 'u1' })).toBe('/user/u1');
    expect(notificationTargetPath({ kind: 'badge', badgeId: 'bravo' })).toBe('/badges/bravo');
    expect(notificationTargetPath({ kind: 'admin' })).toBe('/admin');
    expect(notificationTargetPath({ kind: 'salon' })).toBe('/salon');
  });
});

describe('the badge notification', () => {
  it('names the badge earned', () => {
    expect(notificationText({ kind: 'badge_earned', badgeId: 'bravo' }, 'Someone')).toEqual({
      type: 'badge',
      title: BADGE_TEXTS.notificationTitle,
      message: 'You earned the badge Bravo!',
    });
    expect(BADGE_TEXTS.holderCount(1)).toBe('1 member holds it');
    expect(BADGE_TEXTS.holderCount(12)).toBe('12 members hold it');
  });
});

describe('saveMailSettingsInput', () => {
  const settings = {
    frequencies: {
      reply: 'immediately',
      mention: 'daily',
      friends: 'weekly',
      reportOutcome: 'immediately',
      badge: 'never',
    },
    weeklyDigest: true,
    locale: 'de-DE',
    timeZone: 'Europe/Berlin',
  };

  it('takes each kind’s frequency, the digest, a language and a time zone', () => {
    expect(saveMailSettingsInput.safeParse(settings).success).toBe(true);
    expect(saveMailSettingsInput.safeParse({ ...settings, timeZone: 'UTC' }).success).toBe(true);
  });

  it('refuses an unknown kind or frequency, a kind left out, a malformed language or zone', () => {
    const refused = (change: object) =>
      saveMailSettingsInput.safeParse({ ...settings, ...change }).success;
    expect(refused({ frequencies: { ...settings.frequencies, reply: 'hourly' } })).toBe(false);
    expect(refused({ frequencies: { ...settings.frequencies, reactions: 'never' } })).toBe(false);
    expect(refused({ frequencies: { reply: 'never' } })).toBe(false);
    expect(refused({ locale: 'de_DE<script>' })).toBe(false);
    expect(refused({ timeZone: '../etc/passwd' })).toBe(false);
  });
});

describe('unsubscribeRequestSchema', () => {
  it('takes a member, a topic and a 32-byte signature', () => {
    const t = 'a'.repeat(43);
    expect(unsubscribeRequestSchema.safeParse({ u: 'uid', k: 'reply', t }).success).toBe(true);
    expect(unsubscribeRequestSchema.safeParse({ u: 'uid', k: 'digest', t }).success).toBe(true);
    expect(unsubscribeRequestSchema.safeParse({ u: 'uid', k: 'all', t }).success).toBe(true);
    expect(unsubscribeRequestSchema.safeParse({ u: 'uid', k: 'reply', t: 'short' }).success).toBe(
      false,
    );
    expect(unsubscribeRequestSchema.safeParse({ u: 'a/b', k: 'reply', t }).success).toBe(false);
  });
});
