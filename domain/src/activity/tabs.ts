// The tabs of "My activity" on the own profile and the field each one lists by, newest first.
// The wording is ours (the spec names only "a view of reacted discussions", among the coming
// features): docs/activity.md.

export const ACTIVITY_TABS = ['started', 'replied', 'reacted', 'saved'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** The time field each tab orders by: activity records for the first three, saves for the last. */
export const ACTIVITY_TAB_FIELDS = {
  started: 'startedAt',
  replied: 'lastRepliedAt',
  reacted: 'reactedAt',
  saved: 'savedAt',
} as const satisfies Record<ActivityTab, string>;

/** Entries per page; one more is read to know whether another page follows. */
export const ACTIVITY_PAGE_SIZE = 5;

export const ACTIVITY_TEXTS = Object.freeze({
  heading: 'My activity',
  tabs: {
    started: 'Started',
    replied: 'Replied',
    reacted: 'Reacted',
    saved: 'Saved',
  } satisfies Record<ActivityTab, string>,
  empty: {
    started: 'You have not started a discussion yet.',
    replied: 'You have not replied to a discussion yet.',
    reacted: 'You have not reacted to a discussion yet.',
    saved: 'Save a discussion to find it here.',
  } satisfies Record<ActivityTab, string>,
  loadFailed: 'Failed to load your activity. Please try again.',
  showMore: 'Show more',
  /** Beside an entry the member posted anonymously: others never see it in any list. */
  anonymous: 'anonymous',
  /** Beside a discussion where some, not all, of the member's replies were anonymous. */
  partlyAnonymous: 'some replies anonymous',
  poll: 'Poll',
  /** The Save toggle on a discussion (aria-pressed tells its state). */
  save: 'Save',
  saved: 'Saved',
  saveFailed: 'Failed to save the discussion. Please try again.',
});
