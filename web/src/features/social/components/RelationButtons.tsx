import {
  BLOCK_MESSAGES,
  followButtonLabel,
  friendButton,
  SOCIAL_ERRORS,
  SOCIAL_SUCCESS_TITLES,
  type FriendButton,
} from '@salon/domain';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { followMember, unfollowMember } from '../api/follows';
import { acceptFriendRequest, removeFriend, sendFriendRequest } from '../api/friendships';
import type { SocialRelation } from '../api/relation';
import { useAwaitedChange } from '../../../hooks/use-awaited-change';
import { useSocialAction } from '../hooks/use-social-action';

type FriendAction = NonNullable<FriendButton['action']>;

const FRIEND_ACTIONS = {
  send: {
    write: sendFriendRequest,
    success: SOCIAL_SUCCESS_TITLES.friendRequestSent,
    failure: SOCIAL_ERRORS.sendFriendRequest,
    refused: BLOCK_MESSAGES.refused,
  },
  accept: {
    write: acceptFriendRequest,
    success: SOCIAL_SUCCESS_TITLES.friendRequestAccepted,
    failure: SOCIAL_ERRORS.acceptFriendRequest,
    refused: BLOCK_MESSAGES.refused,
  },
  remove: {
    write: removeFriend,
    success: SOCIAL_SUCCESS_TITLES.friendRemoved,
    failure: SOCIAL_ERRORS.removeFriend,
  },
} satisfies Record<FriendAction, unknown>;

/**
 * The friend button (Add Friend, Request Sent, Accept Request, Remove Friend) and Follow or
 * Following (spec 2 §4), as the live relation says; each press toasts its outcome, and the
 * pressed button waits until the live relation shows the change.
 */
export function RelationButtons({
  viewerId,
  memberId,
  relation,
}: {
  viewerId: string;
  memberId: string;
  relation: SocialRelation;
}) {
  const { firestore } = useFirebaseServices();
  const friendAction = useSocialAction();
  const followAction = useSocialAction();
  const friendChange = useAwaitedChange(relation.friendship);
  const followChange = useAwaitedChange(relation.following);
  const friend = friendButton(relation.friendship);

  async function pressFriend() {
    if (friend.action === null) return;
    const { write, ...outcome } = FRIEND_ACTIONS[friend.action];
    friendChange.start();
    if (!(await friendAction.run(() => write(firestore, viewerId, memberId), outcome))) {
      friendChange.cancel();
    }
  }

  async function pressFollow() {
    const unfollowing = relation.following;
    followChange.start();
    const saved = await followAction.run(
      () => (unfollowing ? unfollowMember : followMember)(firestore, viewerId, memberId),
      {
        success: unfollowing ? SOCIAL_SUCCESS_TITLES.unfollowed : SOCIAL_SUCCESS_TITLES.following,
        failure: SOCIAL_ERRORS.updateFollow,
        // Following a member who blocked you (or whom you blocked) is refused by the rules.
        ...(unfollowing ? {} : { refused: BLOCK_MESSAGES.refused }),
      },
    );
    if (!saved) followChange.cancel();
  }

  return (
    <div className="social-buttons">
      <button
        type="button"
        className={friend.action === 'remove' ? 'button button--ghost' : 'button button--primary'}
        disabled={friend.disabled || friendAction.busy || friendChange.waiting}
        onClick={() => void pressFriend()}
      >
        {friend.label}
      </button>
      <button
        type="button"
        className={relation.following ? 'button button--ghost' : 'button button--primary'}
        disabled={followAction.busy || followChange.waiting}
        onClick={() => void pressFollow()}
      >
        {followButtonLabel(relation.following)}
      </button>
    </div>
  );
}
