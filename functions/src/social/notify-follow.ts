// Tells a member that someone started following them, once per follow: a redelivered event
// names the same follow incarnation (and so the same notification id), while unfollowing and
// following again is a new follow.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { notifyFollow } from '../notifications/social.js';
import { incarnationKey } from '../shared/incarnation.js';
import { membersOf } from './social-refs.js';

export const notifyNewFollower = onDocumentCreated('follows/{followId}', async (event) => {
  const follow = membersOf(event.data, ['followerId', 'followingId']);
  if (!event.data || !follow) return;
  await notifyFollow({ ...follow, occurrence: incarnationKey(event.data) });
});
