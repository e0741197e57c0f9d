// The badges' ids and names alone: a post's author line names its author's featured badge on the
// Salon's first visit, which needs nothing else of the catalogue (catalogue.ts). No zod, and
// nothing a bundler must keep for its side effects.

/** Each badge's name, by id, in the catalogue's order. */
export const BADGE_NAMES = {
  'first-post': 'First Post',
  'first-reply': 'First Reply',
  'poll-maker': 'Poll Maker',
  friendly: 'Friendly',
  'connected-listener': 'Connected Listener',
  'profile-complete': 'Profile Complete',
  'conversation-starter': 'Conversation Starter',
  applauded: 'Applauded',
  'well-read': 'Well Read',
  welcoming: 'Welcoming',
  'trivia-streak': 'Trivia Streak',
  followed: 'Followed',
  anniversary: 'One Year in the Salon',
  bravo: 'Bravo!',
  'pillar-of-the-salon': 'Pillar of the Salon',
  'trivia-maestro': 'Trivia Maestro',
  performer: 'Performer',
  'music-educator': 'Music Educator',
} as const;

export type BadgeId = keyof typeof BADGE_NAMES;
export const BADGE_IDS = Object.keys(BADGE_NAMES) as readonly BadgeId[];

export function isBadgeId(value: unknown): value is BadgeId {
  return typeof value === 'string' && Object.hasOwn(BADGE_NAMES, value);
}

/** Where a badge's page is: its holders. */
export function badgePath(id: BadgeId): string {
  return `/badges/${id}`;
}

/** The accessible name of the badge beside an author's name. */
export function featuredBadgeLabel(id: BadgeId): string {
  return `Featured badge: ${BADGE_NAMES[id]}`;
}
