// Friends and follows: members write the relations themselves (as the web app does, checked by
// the rules), and the triggers keep profileStats exact and notify the other member, however many
// act at once and however often Cloud Functions delivers an event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followDocId, friendshipDocId, paths, profileStatsOf } from '@salon/domain';
import { followMember, unfollowMember } from '../../web/src/features/social/api/follows.js';
import {
  acceptFriendRequest,
  removeFriend,
  sendFriendRequest,
} from '../../web/src/features/social/api/friendships.js';
import {
  adminDb,
  newMember,
  redeliver,
  settled,
  storedDocument,
  type Member,
} from './support/functions-env.js';

const FANS = 50;
let star: Member;
let fans: Member[];

beforeAll(async () => {
  star = await newMember('star');
  fans = await Promise.all(Array.from({ length: FANS }, (_, i) => newMember(`fan${i}`)));
}, 120_000);
afterAll(async () => {
  await Promise.all([star, ...fans].map((member) => member.close()));
});

const followPath = (follower: Member, followed: Member) =>
  `${paths.follows}/${followDocId(follower.uid, followed.uid)}`;
const friendshipPath = (a: Member, b: Member) =>
  `${paths.friendships}/${friendshipDocId(a.uid, b.uid)}`;

/** The web app's own writes (each taking the member's write budget, as the rules ask). */
const follow = (follower: Member, followed: Member) =>
  followMember(follower.firestore, follower.uid, followed.uid);
const unfollow = (follower: Member, followed: Member) =>
  unfollowMember(follower.firestore, follower.uid, followed.uid);
const request = (requester: Member, addressee: Member) =>
  sendFriendRequest(requester.firestore, requester.uid, addressee.uid);

const stats = async (member: Member) =>
  profileStatsOf((await adminDb().doc(paths.profileStats(member.uid)).get()).data());

const notificationsOf = async (member: Member, title: string) =>
  (await adminDb().collection(paths.notifications(member.uid)).where('title', '==', title).get())
    .docs;

describe('follower and following counts', () => {
  it('are exact after 50 members follow one member at once, and after 20 unfollow at once', async () => {
    await Promise.all(fans.map((fan) => follow(fan, star)));
    await Promise.all(fans.map((fan) => settled(followPath(fan, star), 1)));

    expect((await stats(star)).followerCount).toBe(FANS);
    expect((await stats(star)).followingCount).toBe(0);
    for (const fan of fans) expect((await stats(fan)).followingCount).toBe(1);
    const followed = await notificationsOf(star, 'New Follower');
    expect(followed).toHaveLength(FANS);
    expect(new Set(followed.map((notification) => notification.get('data.followerId')))).toEqual(
      new Set(fans.map((fan) => fan.uid)),
    );

    const leaving = fans.slice(0, 20);
    await Promise.all(leaving.map((fan) => unfollow(fan, star)));
    await Promise.all(leaving.map((fan) => settled(followPath(fan, star), 2)));

    expect((await stats(star)).followerCount).toBe(FANS - 20);
    expect((await stats(leaving[0]!)).followingCount).toBe(0);
    expect((await stats(fans[20]!)).followingCount).toBe(1);
  });
});

describe('a follow event delivered twice', () => {
  it('counts the follow, and tells the followed member, once', async () => {
    const [follower, followed] = [fans[0]!, fans[1]!];
    const path = followPath(follower, followed);
    await follow(follower, followed);
    await settled(path, 1);
    const counted = { follower: await stats(follower), followed: await stats(followed) };
    expect(counted.followed.followerCount).toBe(1);
    expect(await notificationsOf(followed, 'New Follower')).toHaveLength(1);

    await redeliver(path, { before: null, after: await storedDocument(path) }, 1);

    expect({ follower: await stats(follower), followed: await stats(followed) }).toEqual(counted);
    expect(await notificationsOf(followed, 'New Follower')).toHaveLength(1);
  });

  it('uncounts an unfollow once, and a new follow after it counts again', async () => {
    const [follower, followed] = [fans[2]!, fans[3]!];
    const path = followPath(follower, followed);
    await follow(follower, followed);
    await settled(path, 1);
    const removed = await storedDocument(path);
    await unfollow(follower, followed);
    await settled(path, 2);
    expect((await stats(followed)).followerCount).toBe(0);

    await redeliver(path, { before: removed, after: null }, 2);
    expect((await stats(followed)).followerCount).toBe(0);
    expect((await stats(follower)).followingCount).toBe(0);

    await follow(follower, followed);
    await settled(path, 4);
    expect((await stats(followed)).followerCount).toBe(1);
    // Following again cannot flood the member: one notification per follower.
    expect(await notificationsOf(followed, 'New Follower')).toHaveLength(1);
  });
});

describe('friend counts and notifications', () => {
  it('count accepted friendships only, once each, and notify each act once', async () => {
    const [requester, addressee] = [fans[4]!, fans[5]!];
    const path = friendshipPath(requester, addressee);
    await request(requester, addressee);
    await settled(path, 1);
    const pending = await storedDocument(path);
    expect((await stats(requester)).friendCount).toBe(0);
    expect((await stats(addressee)).friendCount).toBe(0);
    const requests = await notificationsOf(addressee, 'New Friend Request');
    expect(requests.map((notification) => notification.get('data'))).toEqual([
      { requesterId: requester.uid, isAnonymous: false },
    ]);

    await acceptFriendRequest(addressee.firestore, addressee.uid, requester.uid);
    await settled(path, 2);
    const accepted = await storedDocument(path);
    expect((await stats(requester)).friendCount).toBe(1);
    expect((await stats(addressee)).friendCount).toBe(1);
    const acceptances = await notificationsOf(requester, 'Friend Request Accepted');
    expect(acceptances.map((notification) => notification.get('data'))).toEqual([
      { accepterId: addressee.uid, isAnonymous: false },
    ]);

    await redeliver(path, { before: null, after: pending }, 2);
    await redeliver(path, { before: pending, after: accepted }, 3);
    expect((await stats(requester)).friendCount).toBe(1);
    expect((await stats(addressee)).friendCount).toBe(1);
    expect(await notificationsOf(addressee, 'New Friend Request')).toHaveLength(1);
    expect(await notificationsOf(requester, 'Friend Request Accepted')).toHaveLength(1);

    // Either member removes the friendship; the redelivered removal changes nothing again.
    await removeFriend(requester.firestore, requester.uid, addressee.uid);
    await settled(path, 5);
    expect((await stats(requester)).friendCount).toBe(0);
    expect((await stats(addressee)).friendCount).toBe(0);
    await redeliver(path, { before: accepted, after: null }, 5);
    expect((await stats(requester)).friendCount).toBe(0);
    expect((await stats(addressee)).friendCount).toBe(0);
  });

  it('do not move when a pending request is removed', async () => {
    const [requester, addressee] = [fans[6]!, fans[7]!];
    const path = friendshipPath(requester, addressee);
    await request(requester, addressee);
    await removeFriend(addressee.firestore, addressee.uid, requester.uid);
    await settled(path, 2);
    expect((await stats(requester)).friendCount).toBe(0);
    expect((await stats(addressee)).friendCount).toBe(0);
  });
});
