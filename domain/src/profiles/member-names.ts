// How public lists (the trivia leaderboard, a badge's holders) name a member they may not name.

/** A member whose profile is private. */
export const PRIVATE_MEMBER_NAME = 'A private member';
/** A member who deleted their account. */
export const FORMER_MEMBER_NAME = 'A former member';
