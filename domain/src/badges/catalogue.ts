// The badges members earn (docs/badges.md): what each is called, how it is earned, its level.
// Plain values, no zod: a post's author line names the featured badge on the Salon's first visit.

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

const automatic = (fact: BadgeFact, atLeast: number, badge: BadgeCommon): AutomaticBadge => ({
  ...badge,
  grantedBy: 'activity',
  fact,
  atLeast,
});

/** The catalogue, in the order the badges page lists it (by level, then by how it is earned). */
export const BADGES = Object.freeze({
  'first-post': automatic('discussionsStarted', 1, {
    name: 'First Post',
    description: 'Started a first discussion in the Salon.',
    level: 'bronze',
  }),
  'first-reply': automatic('repliesPosted', 1, {
    name: 'First Reply',
    description: 'Replied to a discussion or a poll for the first time.',
    level: 'bronze',
  }),
  'poll-maker': automatic('pollsMade', 1, {
    name: 'Poll Maker',
    description: 'Added a poll to a discussion.',
    level: 'bronze',
  }),
  friendly: automatic('friends', 10, {
    name: 'Friendly',
    description: 'Has 10 friends on the site.',
    level: 'bronze',
  }),
  'connected-listener': automatic('streamingAnalysed', 1, {
    name: 'Connected Listener',
    description: 'Had their listening analysed, from a streaming account or its history.',
    level: 'bronze',
  }),
  'profile-complete': automatic('profileComplete', 1, {
    name: 'Profile Complete',
    description: 'Has a profile picture, a bio and three profile sections filled.',
    level: 'bronze',
  }),
  'conversation-starter': automatic('discussionsStarted', 10, {
    name: 'Conversation Starter',
    description: 'Started 10 discussions.',
    level: 'silver',
  }),
  applauded: automatic('mostApplause', 10, {
    name: 'Applauded',
    description: 'Wrote a post that received 10 applause.',
    level: 'silver',
  }),
  'well-read': automatic('discussionsRead', 100, {
    name: 'Well Read',
    description: 'Read 100 discussions.',
    level: 'silver',
  }),
  welcoming: automatic('newcomersWelcomed', 10, {
    name: 'Welcoming',
    description: "Was the first to reply to 10 newcomers' first discussions.",
    level: 'silver',
  }),
  'trivia-streak': automatic('bestTriviaStreak', 7, {
    name: 'Trivia Streak',
    description: 'Answered the daily trivia right 7 days in a row.',
    level: 'silver',
  }),
  followed: automatic('followers', 25, {
    name: 'Followed',
    description: 'Has 25 followers.',
    level: 'silver',
  }),
  anniversary: automatic('yearsAMember', 1, {
    name: 'One Year in the Salon',
    description: 'Has been a member for a year.',
    level: 'silver',
  }),
  bravo: automatic('mostBravos', 50, {
    name: 'Bravo!',
    description: 'Wrote a post that received 50 bravos.',
    level: 'gold',
  }),
  'pillar-of-the-salon': automatic('repliesPosted', 100, {
    name: 'Pillar of the Salon',
    description: 'Posted 100 replies.',
    level: 'gold',
  }),
  'trivia-maestro': automatic('bestTriviaStreak', 30, {
    name: 'Trivia Maestro',
    description: 'Answered the daily trivia right 30 days in a row.',
    level: 'gold',
  }),
  performer: {
    name: 'Performer',
    description: 'A performing musician, recognised by the staff.',
    level: 'gold',
    grantedBy: 'staff',
  },
  'music-educator': {
    name: 'Music Educator',
    description: 'A teacher of music, recognised by the staff.',
    level: 'gold',
    grantedBy: 'staff',
  },
} satisfies Record<string, Badge>);

export type BadgeId = keyof typeof BADGES;
export const BADGE_IDS = Object.freeze(Object.keys(BADGES) as BadgeId[]);

export function isBadgeId(value: unknown): value is BadgeId {
  return typeof value === 'string' && Object.hasOwn(BADGES, value);
}

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

/** Where a badge's page is: its holders. */
export function badgePath(id: BadgeId): string {
  return `/badges/${id}`;
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
