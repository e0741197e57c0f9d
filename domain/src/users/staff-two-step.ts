// Two-step verification for staff: the configuration switch that makes it required for
// the admin panel and what a refusal says; the admin-only callable that tells which staff have it
// is in staff-two-step-callable.ts (its schemas: no zod here, as the admin panel's first visit reads
// these words and loads no schema library). The switch is a document rules and functions both
// read (docs/decisions.md); the texts are ours, as the spec has no two-step verification.

/**
 * The switch: `{ twoStepRequired: true }` here makes staff powers need a sign-in with a second
 * factor. Absent, or anything but true, means off (the demo). Written by the project's owners
 * (console or admin SDK), never by a client; staff read it.
 */
export const STAFF_SECURITY_PATH = 'config/staffSecurity';

export const STAFF_TWO_STEP_MESSAGES = Object.freeze({
  /** A staff member signed in without a second factor while the switch is on. */
  required:
    'Two-step verification is required for the admin panel. Set it up on your profile; if it is already on, sign out and sign in again with your code.',
  adminOnly: 'Only administrators can see which staff use two-step verification.',
});

/** Refused to a member without a profile (a Google newcomer who has not chosen a username). */
export const USERNAME_FIRST_MESSAGE = 'Choose a username before posting.';
