// The web app's social data access (web/src/features/social/api) against the whole stack: its
// writes pass the rules, its list queries are bounded and have their indexes, and what one member
// does reaches the other's live relation and counts through the functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followDocId, friendshipDocId, paths, type ProfileStats } from '@salon/domain';
import {
  subscribeToProfileStats,
  readProfileStats,
} from '../../web/src/features/social/api/counts.js';
import { followMember, unfollowMember } from '../../web/src/features/social/api/follows.js';
import {
  acceptFriendRequest,
  removeFriend,
  sendFriendRequest,
} from '../../web/src/features/social/api/friendships.js';
import {
  listFollowers,
  listFollowing,
  listFriends,
  listIncomingFriendRequests,
} from '../../web/src/features/social/api/lists.js';
import {
  readRelation,
  subscribeToRelation,
  type SocialRelation,
} from '../../web/src/features/social/api/relation.js';
import { newMember, settled, type Member } from './support/functions-env.js';

let asker: Member;
let answerer: Member;
let others: Member[];

beforeAll(async () => {
  const members = await Promise.all(
    ['asker', 'answerer', 'third', 'fourth'].map((label) => newMember(label)),
  );
  [asker, answerer] = [members[0]!, members[1]!];
  others = members.slice(2);
});
afterAll(async () => {
  await Promise.all([asker, answerer, ...others].map((member) => member.close()));
});

/** Resolves with the first value a subscription delivers that satisfies `wanted`. */
function firstMatching<T>(
  subscribe: (onValue: (value: T) => void, onError: (error: Error) => void) => () => void,
  wanted: (value: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    // Snapshot listeners call back asynchronously, so `unsubscribe` is set by the first call.
    const unsubscribe = subscribe((value) => {
      if (!wanted(value)) return;
      unsubscribe();
      resolve(value);
    }, reject);
  });
}

const relationSeenBy = (viewer: Member, member: Member, wanted: Partial<SocialRelation>) =>
  firstMatching<SocialRelation>(
    (onValue, onError) =>
      subscribeToRelation(viewer.firestore, viewer.uid, member.uid, onValue, onError),
    (relation) =>
      Object.entries(wanted).every(
        ([key, value]) => relation[key as keyof SocialRelation] === value,
      ),
  );

const statsSeenBy = (viewer: Member, member: Member, wanted: Partial<ProfileStats>) =>
  firstMatching<ProfileStats>(
    (onValue, onError) => subscribeToProfileStats(viewer.firestore, member.uid, onValue, onError),
    (stats) =>
      Object.entries(wanted).every(([key, value]) => stats[key as keyof ProfileStats] === value),
  );

const uids = (page: { members: { uid: string }[] }) => page.members.map((entry) => entry.uid);

describe('the friend relation, from request to removal', () => {
  it('reaches the other member live, with the lists and counts to match', async () => {
    const pair = `${paths.friendships}/${friendshipDocId(asker.uid, answerer.uid)}`;
    expect(await readRelation(asker.firestore, asker.uid, answerer.uid)).toEqual({
      friendship: 'none',
      following: false,
      followedBy: false,
    });

    const received = relationSeenBy(answerer, asker, { friendship: 'pending_received' });
    await sendFriendRequest(asker.firestore, asker.uid, answerer.uid);
    await received;
    expect((await readRelation(asker.firestore, asker.uid, answerer.uid)).friendship).toBe(
      'pending_sent',
    );
    expect(uids(await listIncomingFriendRequests(answerer.firestore, answerer.uid))).toEqual([
      asker.uid,
    ]);
    expect(uids(await listFriends(asker.firestore, asker.uid))).toEqual([]);

    const friends = relationSeenBy(asker, answerer, { friendship: 'friends' });
    const counted = statsSeenBy(others[0]!, asker, { friendCount: 1 });
    await acceptFriendRequest(answerer.firestore, answerer.uid, asker.uid);
    await Promise.all([friends, counted]);
    expect(uids(await listFriends(asker.firestore, asker.uid))).toEqual([answerer.uid]);
    expect(uids(await listFriends(answerer.firestore, answerer.uid))).toEqual([asker.uid]);
    expect(uids(await listIncomingFriendRequests(answerer.firestore, answerer.uid))).toEqual([]);

    const removed = relationSeenBy(answerer, asker, { friendship: 'none' });
    await removeFriend(asker.firestore, asker.uid, answerer.uid);
    await removed;
    await settled(pair, 3);
    expect(await readProfileStats(others[0]!.firestore, answerer.uid)).toMatchObject({
      friendCount: 0,
    });
  });

  it('refuses acting on oneself before writing anything', async () => {
    await expect(sendFriendRequest(asker.firestore, asker.uid, asker.uid)).rejects.toThrow(
      'Members cannot befriend or follow themselves.',
    );
    await expect(readRelation(asker.firestore, asker.uid, asker.uid)).rejects.toThrow();
    expect(() =>
      subscribeToRelation(
        asker.firestore,
        asker.uid,
        asker.uid,
        () => undefined,
        () => undefined,
      ),
    ).toThrow();
  });
});

describe('follows', () => {
  it('show on both sides live and page through followers', async () => {
    const followedBack = relationSeenBy(answerer, asker, { followedBy: true });
    await followMember(asker.firestore, asker.uid, answerer.uid);
    await followedBack;
    expect((await readRelation(asker.firestore, asker.uid, answerer.uid)).following).toBe(true);

    for (const follower of others)
      await followMember(follower.firestore, follower.uid, answerer.uid);
    await statsSeenBy(asker, answerer, { followerCount: 1 + others.length });
    expect(await readProfileStats(asker.firestore, asker.uid)).toMatchObject({ followingCount: 1 });

    // Newest first, two at a time.
    const first = await listFollowers(answerer.firestore, answerer.uid, { pageSize: 2 });
    expect(uids(first)).toEqual([others[1]!.uid, others[0]!.uid]);
    expect(first.next).not.toBeNull();
    const second = await listFollowers(answerer.firestore, answerer.uid, {
      pageSize: 2,
      after: first.next,
    });
    expect(uids(second)).toEqual([asker.uid]);
    expect(second.next).toBeNull();
    expect(uids(await listFollowing(asker.firestore, asker.uid))).toEqual([answerer.uid]);

    await unfollowMember(asker.firestore, asker.uid, answerer.uid);
    await settled(`${paths.follows}/${followDocId(asker.uid, answerer.uid)}`, 2);
    expect(await readRelation(asker.firestore, asker.uid, answerer.uid)).toMatchObject({
      following: false,
    });
    expect(await readProfileStats(asker.firestore, answerer.uid)).toMatchObject({
      followerCount: others.length,
    });
  });

  it('refuse pages the rules would refuse', async () => {
    await expect(listFollowers(asker.firestore, asker.uid, { pageSize: 50 })).rejects.toThrow(
      RangeError,
    );
    await expect(listFollowing(asker.firestore, asker.uid, { pageSize: 0 })).rejects.toThrow(
      RangeError,
    );
  });
});
