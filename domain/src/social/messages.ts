/** Friends and follows wording (profiles spec, section 8). */
export const SOCIAL_SUCCESS_TITLES = Object.freeze({
  friendRequestSent: 'Friend request sent',
  friendRequestAccepted: 'Friend request accepted',
  friendRemoved: 'Friend removed',
  unfollowed: 'Unfollowed',
  following: 'Following',
});

export const SOCIAL_ERRORS = Object.freeze({
  sendFriendRequest: 'Failed to send friend request.',
  acceptFriendRequest: 'Failed to accept friend request.',
  removeFriend: 'Failed to remove friend.',
  updateFollow: 'Failed to update follow status.',
});
