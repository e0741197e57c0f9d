export const FRIENDSHIP_STATUSES = ['pending', 'accepted'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/** The friend relation as the viewer sees it (profiles spec, section 4). */
export type FriendRelation = 'none' | 'pending_sent' | 'pending_received' | 'friends';

/**
 * The id of the one friendship document between two members, whoever asked: the two uids in
 * sorted order, so a second request in either direction finds the first. The uids Firebase
 * Auth generates contain no underscore, so the joined pair is unambiguous.
 */
export function friendshipDocId(uidA: string, uidB: string): string {
  return [uidA, uidB].sort().join('_');
}

/** The id of a follow: follower, then followed. */
export function followDocId(followerId: string, followingId: string): string {
  return `${followerId}_${followingId}`;
}

export function friendRelation(
  viewerId: string,
  friendship: {
    readonly requesterId: string;
    readonly status: FriendshipStatus;
  } | null,
): FriendRelation {
  if (friendship === null) return 'none';
  if (friendship.status === 'accepted') return 'friends';
  return friendship.requesterId === viewerId ? 'pending_sent' : 'pending_received';
}

export interface FriendButton {
  readonly label: string;
  readonly disabled: boolean;
  /** What pressing it does; null when disabled. */
  readonly action: 'send' | 'accept' | 'remove' | null;
}

/** The friend button for each relation; there is no decline or cancel. */
export function friendButton(relation: FriendRelation): FriendButton {
  switch (relation) {
    case 'none':
      return { label: 'Add Friend', disabled: false, action: 'send' };
    case 'pending_sent':
      return { label: 'Request Sent', disabled: true, action: null };
    case 'pending_received':
      return { label: 'Accept Request', disabled: false, action: 'accept' };
    case 'friends':
      return { label: 'Remove Friend', disabled: false, action: 'remove' };
  }
}

export function followButtonLabel(isFollowing: boolean): string {
  return isFollowing ? 'Following' : 'Follow';
}

/**
 * Whether a viewer sees the private sections (preferences, recordings, concerts, albums, clips,
 * streaming analysis): the owner always, accepted friends always, anyone when the profile is
 * public. Rules enforce the same.
 */
export function canViewPrivateSections(input: {
  readonly viewerId: string | null;
  readonly ownerId: string;
  readonly isPrivate: boolean;
  readonly areFriends: boolean;
}): boolean {
  return !input.isPrivate || input.viewerId === input.ownerId || input.areFriends;
}

/**
 * The most relations one page of a member's lists (incoming requests, friends, followers,
 * following) may hold: firestore.rules refuses a list query with no limit or a larger one.
 */
export const SOCIAL_LIST_MAX_PAGE = 50;

/** Refuses a friend request or follow aimed at oneself before anything is written. */
export function assertOtherMember(viewerId: string, memberId: string): void {
  if (viewerId === memberId) throw new Error('Members cannot befriend or follow themselves.');
}
