// Suspensions and bans (docs/moderation.md "Suspend and ban"). A suspension is stored
// on the member's `userRoles/{uid}` as `suspension: { until, reason, suspendedBy, suspendedAt }`,
// `until` null for a ban. Rules compare `until` with request.time, so a suspension ends by itself.
// The spec has no wording for any of this: every text here is invented in its tone.
import type { ToastMessage } from '../text/toast.js';
import type { Role } from '../users/roles.js';

export const SUSPENSION_DURATIONS = ['1d', '7d', '30d', 'permanent'] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];

export const SUSPENSION_DURATION_LABELS: Readonly<Record<SuspensionDuration, string>> =
  Object.freeze({ '1d': '1 day', '7d': '7 days', '30d': '30 days', permanent: 'Permanent (ban)' });

const DURATION_DAYS: Readonly<Record<SuspensionDuration, number | null>> = Object.freeze({
  '1d': 1,
  '7d': 7,
  '30d': 30,
  permanent: null,
});

/** Moderators suspend for up to a week; longer suspensions and bans are for admins. */
export const MODERATOR_MAX_SUSPENSION_DAYS = 7;

/** The reason staff give, shown to the member in their banner. */
export const SUSPENSION_REASON_MAX_LENGTH = 300;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a suspension chosen at `now` ends; null for a ban (it never ends by itself). */
export function suspensionEnd(duration: SuspensionDuration, now: Date): Date | null {
  const days = DURATION_DAYS[duration];
  return days === null ? null : new Date(now.getTime() + days * DAY_MS);
}

/** The durations a staff member may choose: all for admins, up to 7 days for moderators. */
export function suspensionDurationsFor(role: Role): SuspensionDuration[] {
  if (role === 'admin') return [...SUSPENSION_DURATIONS];
  if (role === 'moderator') {
    return SUSPENSION_DURATIONS.filter((duration) => {
      const days = DURATION_DAYS[duration];
      return days !== null && days <= MODERATOR_MAX_SUSPENSION_DAYS;
    });
  }
  return [];
}

export const SUSPENSION_MESSAGES = Object.freeze({
  staffOnly: 'Only administrators and moderators can suspend members.',
  self: 'You cannot suspend yourself.',
  admin: 'Administrators cannot be suspended.',
  moderatorTarget: 'Only administrators can suspend a moderator.',
  moderatorLimit: `Moderators can suspend a member for up to ${MODERATOR_MAX_SUSPENSION_DAYS} days.`,
  liftAdminOnly: 'Only administrators can lift a suspension.',
  memberNotFound: 'No member has that id.',
  authorNotFound: 'The author of this content can no longer be found.',
  /**
   * Every refusal about the author of an anonymous post, to a moderator: who it is must not show
   * through why (their role, a suspension in force, a deleted account).
   */
  anonymousAuthor:
    'The author of this anonymous post cannot be suspended from here. An administrator can review the report.',
  reasonRequired: 'Please give a reason for the suspension.',
  reasonTooLong: `Please keep the reason to ${SUSPENSION_REASON_MAX_LENGTH} characters or fewer.`,
});

/**
 * Null when `actor` may suspend `target` for `duration`; the refusal otherwise. Nobody suspends
 * themself, an admin is never suspended, and moderators suspend members (not other staff) for up
 * to 7 days.
 */
export function checkSuspension(
  actor: { readonly uid: string; readonly role: Role },
  target: { readonly uid: string; readonly role: Role },
  duration: SuspensionDuration,
): string | null {
  if (actor.role !== 'admin' && actor.role !== 'moderator') return SUSPENSION_MESSAGES.staffOnly;
  if (actor.uid === target.uid) return SUSPENSION_MESSAGES.self;
  if (target.role === 'admin') return SUSPENSION_MESSAGES.admin;
  if (actor.role === 'moderator' && target.role === 'moderator') {
    return SUSPENSION_MESSAGES.moderatorTarget;
  }
  if (!suspensionDurationsFor(actor.role).includes(duration)) {
    return SUSPENSION_MESSAGES.moderatorLimit;
  }
  return null;
}

/** What `userRoles/{uid}.suspension` holds. */
export interface Suspension {
  /** When it ends; null for a ban. */
  readonly until: Date | null;
  readonly reason: string;
  readonly suspendedBy: string;
  readonly suspendedAt: Date;
}

/** In force at `now`: a ban, or an end still ahead (the rules' `request.time < until`). */
export function isSuspensionActive(
  suspension: { readonly until: Date | null } | null,
  now: Date,
): boolean {
  return suspension !== null && (suspension.until === null || now < suspension.until);
}

/**
 * Whether a new suspension ending at `until` would shorten `current` (a suspension only grows:
 * an admin lifts one to shorten it, so a moderator never undoes an admin's longer one).
 */
export function wouldShortenSuspension(
  current: { readonly until: Date | null } | null,
  until: Date | null,
  now: Date,
): boolean {
  if (!isSuspensionActive(current, now)) return false;
  if (current!.until === null) return true;
  return until !== null && until <= current!.until;
}

/**
 * "May 12, 2027, 2:00 PM UTC": the end in `timeZone` (the member's own when omitted), with the
 * zone named, as functions format it in UTC and the browser in the member's zone.
 */
export function formatSuspensionEnd(until: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(until);
}

export const SUSPENDED_TITLE = 'Account Suspended';

/** "Your account is suspended until May 12, 2027, 2:00 PM UTC." or, for a ban, "... permanently." */
export function suspendedMessage(until: Date | null, timeZone?: string): string {
  return until === null
    ? 'Your account is suspended permanently.'
    : `Your account is suspended until ${formatSuspensionEnd(until, timeZone)}.`;
}

/** The refusal every write of a suspended member gets, as a toast. */
export function suspendedToast(until: Date | null, timeZone?: string): ToastMessage {
  return { title: SUSPENDED_TITLE, description: suspendedMessage(until, timeZone) };
}

/** This member is suspended already for at least as long (the new one is refused). */
export function alreadySuspendedMessage(until: Date | null, timeZone?: string): string {
  return until === null
    ? 'This member is already suspended permanently.'
    : `This member is already suspended until ${formatSuspensionEnd(until, timeZone)}.`;
}

export function memberSuspendedToast(
  member: string,
  until: Date | null,
  timeZone?: string,
): ToastMessage {
  return {
    title: 'Member Suspended',
    description:
      until === null
        ? `${member} is suspended permanently.`
        : `${member} is suspended until ${formatSuspensionEnd(until, timeZone)}.`,
  };
}

export function suspensionLiftedToast(member: string): ToastMessage {
  return { title: 'Suspension Lifted', description: `${member} can take part again.` };
}

export const SUSPENSION_ERRORS = Object.freeze({
  suspend: 'Failed to suspend member.',
  lift: 'Failed to lift suspension.',
});
