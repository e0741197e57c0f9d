// The social screens' own words. The buttons and toasts are the spec's (domain/src/social);
// these labels are not in the spec (docs/social.md, "The screens").
export const SOCIAL_UI = Object.freeze({
  counts: 'Connections',
  friends: 'Friends',
  followers: 'Followers',
  following: 'Following',
  friendRequests: 'Friend Requests',
  memberActions: 'Friend and follow',
  showMore: 'Show more',
  noRequests: 'No friend requests waiting.',
  noFriends: 'No friends yet.',
  noFollowers: 'No followers yet.',
  noFollowing: 'Not following anyone yet.',
  listFailed: 'Could not load this list.',
  unknownMember: 'Unknown User',
});

/** "3 friends", "1 follower", "12 following": a count with its noun. */
export function countLabel(count: number, noun: 'friend' | 'follower' | 'following'): string {
  const plural = noun === 'following' || count === 1 ? noun : `${noun}s`;
  return `${count} ${plural}`;
}
