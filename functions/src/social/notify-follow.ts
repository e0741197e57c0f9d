// Tells a member that someone started following them, once per follower: a redelivered event
// and an unfollow-and-follow-again find the notification already there.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { notifyFollow } from '../notifications/social.js';
import { membersOf } from './social-refs.js';

export const notifyNewFollower = onDocumentCreated('follows/{followId}', async (event) => {
  const follow = membersOf(event.data, ['followerId', 'followingId']);
  if (!follow) return;
  await notifyFollow(follow);
});
