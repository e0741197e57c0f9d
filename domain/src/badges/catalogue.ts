// The badges members earn (docs/badges.md): how each is earned and its level; their ids and
// names are names.ts's. Plain values, no zod.
import { BADGE_IDS, BADGE_NAMES, type BadgeId } from './names.js';

export const BADGE_LEVELS = ['bronze', 'silver', 'gold'] as const;
export type BadgeLevel = (typeof BADGE_LEVELS)[number];

export const BADGE_LEVEL_LABELS: Readonly<Record<BadgeLevel, string>> = Object.freeze({
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
});

/**
 * What functions count for a member, each a number: a badge is earned when its fact reaches its
 * threshold. Only named posts count: a badge earned by an anonymous post would name its author.
 */
export interface BadgeFacts {
  /** Discussions started under the member's name. */
  readonly discussionsStarted: number;
  /** Replies posted under the member's name, to discussions and polls. */
  readonly repliesPosted: number;
  /** Distinct discussions the member opened while signed in. */
  readonly discussionsRead: number;
  /** Newcomers' first discussions the member was the first to answer. */
  readonly newcomersWelcomed: number;
  /** The most applause one of the member's named posts holds. */
  readonly mostApplause: number;
  /** The most bravos one of the member's named posts holds. */
  readonly mostBravos: number;
  readonly bestTriviaStreak: number;
  readonly friends: number;
  readonly followers: number;
  /** 1 once the member's listening has been analysed (a streaming account or its history). */
  readonly streamingAnalysed: number;
  /** 1 while the profile has a picture, a bio and three sections filled (`PROFILE_COMPLETE`). */
  readonly profileComplete: number;
  /** Polls the member opened in a discussion under their name. */
  readonly pollsMade: number;
  /** Whole years since the member joined. */
  readonly yearsAMember: number;
}
export type BadgeFact = keyof BadgeFacts;

interface BadgeCommon {
  readonly name: string;
  /** How it is earned, as the catalogue says it. */
  readonly description: string;
  readonly level: BadgeLevel;
}

/** Granted by functions when `fact` reaches `atLeast`. */
export interface AutomaticBadge extends BadgeCommon {
  readonly grantedBy: 'activity';
  readonly fact: BadgeFact;
  readonly atLeast: number;
}

/** Granted by staff, who know something no counter does. */
export interface StaffBadge extends BadgeCommon {
  readonly grantedBy: 'staff';
}

export type Badge = AutomaticBadge | StaffBadge;

const automatic = (
  fact: BadgeFact,
  atLeast: number,
  badge: Omit<BadgeCommon, 'name'>,
): Omit<AutomaticBadge, 'name'> => ({ ...badge, grantedBy: 'activity', fact, atLeast });

/** How each badge is earned, in the order the badges page lists them (by level, then by how). */
const DETAILS = {
  'first-post': automatic('discussionsStarted', 1, {
    description: 'Started a first discussion in the Salon.',
    level: 'bronze',
  }),
  'first-reply': automatic('repliesPosted', 1, {
    description: 'Replied to a discussion or a poll for the first time.',
    level: 'bronze',
  }),
  'poll-maker': automatic('pollsMade', 1, {
    description: 'Added a poll to a discussion.',
    level: 'bronze',
  }),
  friendly: automatic('friends', 10, {
    description: 'Has 10 friends on the site.',
    level: 'bronze',
  }),
  'connected-listener': automatic('streamingAnalysed', 1, {
    description: 'Had their listening analysed, from a streaming account or its history.',
    level: 'bronze',
  }),
  'profile-complete': automatic('profileComplete', 1, {
    description: 'Has a profile picture, a bio and three profile sections filled.',
    level: 'bronze',
  }),
  'conversation-starter': automatic('discussionsStarted', 10, {
    description: 'Started 10 discussions.',
    level: 'silver',
  }),
  applauded: automatic('mostApplause', 10, {
    description: 'Wrote a post that received 10 applause.',
    level: 'silver',
  }),
  'well-read': automatic('discussionsRead', 100, {
    description: 'Read 100 discussions.',
    level: 'silver',
  }),
  welcoming: automatic('newcomersWelcomed', 10, {
    description: "Was the first to reply to 10 newcomers' first discussions.",
    level: 'silver',
  }),
  'trivia-streak': automatic('bestTriviaStreak', 7, {
    description: 'Answered the daily trivia right 7 days in a row.',
    level: 'silver',
  }),
  followed: automatic('followers', 25, {
    description: 'Has 25 followers.',
    level: 'silver',
  }),
  anniversary: automatic('yearsAMember', 1, {
    description: 'Has been a member for a year.',
    level: 'silver',
  }),
  bravo: automatic('mostBravos', 50, {
    description: 'Wrote a post that received 50 bravos.',
    level: 'gold',
  }),
  'pillar-of-the-salon': automatic('repliesPosted', 100, {
    description: 'Posted 100 replies.',
    level: 'gold',
  }),
  'trivia-maestro': automatic('bestTriviaStreak', 30, {
    description: 'Answered the daily trivia right 30 days in a row.',
    level: 'gold',
  }),
  performer: {
    description: 'A performing musician, recognised by the staff.',
    level: 'gold',
    grantedBy: 'staff',
  },
  'music-educator': {
    description: 'A teacher of music, recognised by the staff.',
    level: 'gold',
    grantedBy: 'staff',
  },
} satisfies Record<BadgeId, Omit<AutomaticBadge, 'name'> | Omit<StaffBadge, 'name'>>;

/** The catalogue: each badge's name, how it is earned and its level. */
export const BADGES: Readonly<Record<BadgeId, Badge>> = Object.freeze(
  Object.fromEntries(
    BADGE_IDS.map((id) => [id, { ...DETAILS[id], name: BADGE_NAMES[id] }]),
  ) as Record<BadgeId, Badge>,
);

export function badgeOf(id: BadgeId): Badge {
  return BADGES[id];
}

/** The automatic badges `facts` reach, among those whose fact is given. */
export function badgesEarned(facts: Partial<BadgeFacts>): BadgeId[] {
  return BADGE_IDS.filter((id) => {
    const badge: Badge = BADGES[id];
    if (badge.grantedBy !== 'activity') return false;
    const value = facts[badge.fact];
    return value !== undefined && value >= badge.atLeast;
  });
}

/** The automatic badges counted from `fact`: what an event that moves it may earn. */
export function badgesCountedBy(fact: BadgeFact): BadgeId[] {
  return BADGE_IDS.filter((id) => {
    const badge: Badge = BADGES[id];
    return badge.grantedBy === 'activity' && badge.fact === fact;
  });
}

/** What makes a profile complete: a picture, a bio, and this many sections filled. */
export const PROFILE_COMPLETE_SECTIONS = 3;

/** The Profile Complete fact: 1 with a picture, a bio and enough sections filled. */
export function profileCompleteFact(profile: {
  readonly hasPicture: boolean;
  readonly hasBio: boolean;
  readonly sectionsFilled: number;
}): number {
  return profile.hasPicture && profile.hasBio && profile.sectionsFilled >= PROFILE_COMPLETE_SECTIONS
    ? 1
    : 0;
}

/** Whole years from `joined` to `now` (the anniversary of a 29 February is 1 March). */
export function wholeYearsBetween(joined: Date, now: Date): number {
  let years = now.getUTCFullYear() - joined.getUTCFullYear();
  const anniversary = new Date(joined.getTime());
  anniversary.setUTCFullYear(joined.getUTCFullYear() + years);
  if (anniversary.getTime() > now.getTime()) years -= 1;
  return Math.max(0, years);
}
