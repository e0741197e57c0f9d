// A poll's limits and its options' ids, apart from the schemas (schemas.ts): the admin panel's
// poll form reads them on its first visit, which loads no schema library.

/** Invented limits: polls are written by staff, the spec gives none. */
export const POLL_TITLE_MAX_LENGTH = 200;
export const POLL_DESCRIPTION_MAX_LENGTH = 1000;
export const POLL_OPTION_MAX_LENGTH = 200;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 10;

/**
 * The id of the n-th option (0-based) of a poll, as createPoll writes it: short, and safe as a
 * field-path segment, because counts live in the `voteCounts` map under these ids.
 */
export function pollOptionId(index: number): string {
  return `o${index + 1}`;
}

/** True for ids `pollOptionId` makes; only these are counted, as `voteCounts.{id}`. */
export function isPollOptionId(id: string): boolean {
  return /^o[1-9][0-9]*$/.test(id);
}

/** A member's poll closes at most this far ahead (invented: a discussion's poll is for now). */
export const POLL_MAX_OPEN_DAYS = 90;

/** The Salon's poll of the day or of the week (staff's), or a member's poll in a discussion. */
export const POLL_KINDS = ['daily', 'weekly', 'discussion'] as const;
export type PollKind = (typeof POLL_KINDS)[number];

export function isPollKind(value: unknown): value is PollKind {
  return (POLL_KINDS as readonly unknown[]).includes(value);
}

/** The "Past polls" page shows this many closed polls at a time. */
export const PAST_POLLS_PAGE_SIZE = 10;
