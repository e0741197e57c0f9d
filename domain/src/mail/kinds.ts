// What the site e-mails members about, and how often each member wants each kind (docs/mail.md).
// Plain values, no zod: the profile's e-mail choices read them.
import type { NotificationType } from '../notifications/types.js';

/** The kinds a member chooses for, each sent immediately, in a daily summary, weekly, or never. */
export const MAIL_KINDS = ['reply', 'mention', 'friends', 'reportOutcome', 'badge'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_FREQUENCIES = ['immediately', 'daily', 'weekly', 'never'] as const;
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];

/** A new member's choices: what concerns them directly at once, badges weekly. */
export const DEFAULT_MAIL_FREQUENCIES: Readonly<Record<MailKind, MailFrequency>> = Object.freeze({
  reply: 'immediately',
  mention: 'immediately',
  friends: 'immediately',
  reportOutcome: 'immediately',
  badge: 'weekly',
});

/** The weekly digest (Monday) is on unless the member turns it off. */
export const DEFAULT_WEEKLY_DIGEST = true;

/** At most one immediate e-mail per member per this long; what comes meanwhile waits for it. */
export const MAIL_GATHER_WINDOW_MS = 15 * 60 * 1000;

/**
 * Which kind a notification is mailed as: null for what is never mailed (reactions, follows,
 * staff's report and schedule notices). A report notification is mailed only as an outcome
 * (its data has `action`), which goes to the member who reported.
 */
export function mailKindOf(notification: {
  readonly type: NotificationType;
  readonly data: { readonly action?: unknown };
}): MailKind | null {
  switch (notification.type) {
    case 'reply':
      return 'reply';
    case 'mention':
      return 'mention';
    case 'friend_request':
      return 'friends';
    case 'report':
      return notification.data.action ? 'reportOutcome' : null;
    case 'badge':
      return 'badge';
    case 'reaction':
    case 'follow':
    case 'schedule':
      return null;
  }
}

export const MAIL_TEXTS = Object.freeze({
  sectionTitle: 'E-mail',
  kindLabels: {
    reply: 'Replies to your posts',
    mention: 'Mentions of you',
    friends: 'Friend requests and acceptances',
    reportOutcome: 'What happened to your reports',
    badge: 'Badges you earn',
  } satisfies Record<MailKind, string>,
  frequencyLabels: {
    immediately: 'Immediately',
    daily: 'In a daily summary',
    weekly: 'In the weekly digest only',
    never: 'Never',
  } satisfies Record<MailFrequency, string>,
  intro: 'Choose how often the Salon e-mails you about each kind of notification.',
  loading: 'Loading your e-mail choices…',
  loadFailed: 'Your e-mail choices could not be loaded. Please try again later.',
  stateFailed: 'Whether e-mail reaches your address could not be checked.',
  weeklyDigestLabel: 'Send me the weekly digest',
  save: 'Save e-mail choices',
  saved: 'Your e-mail choices were saved.',
  saveFailed: 'Could Not Save E-mail Choices',
  unverified: 'Verify your e-mail address to receive e-mail from the Salon.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (what: string) => `Stop e-mail about: ${what}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: (what: string) => `Done. You will no longer receive e-mail about: ${what}.`,
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Change your e-mail choices on your profile instead.',
  choicesLink: 'Your e-mail choices',
  digestTopic: 'The weekly digest',
  allTopic: 'Everything (every kind of e-mail and the weekly digest)',
  bounced: (address: string, answer: string) =>
    `We could not deliver e-mail to ${address} and have stopped sending to it. The mail server answered: ${answer}`,
});

/** The subject lines: one notice says what happened; several, how many. */
export const MAIL_SUBJECTS = Object.freeze({
  notices: (notices: readonly { readonly message: string }[]) =>
    notices.length === 1
      ? notices[0]!.message
      : `${notices.length} new notifications from The Salon`,
  dailySummary: 'Your day in The Salon',
  weeklyDigest: 'This week in The Salon',
});
