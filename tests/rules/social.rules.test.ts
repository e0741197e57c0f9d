// Friendships, follows and their counts for every role and operation. A friend request
// is created pending by its requester only, accepted by its addressee only (status and updatedAt,
// nothing else), removed by either member; a follow is created and deleted by its follower only.
// Nobody befriends or follows themselves or writes a relation for someone else, and nobody but
// the two members reads a relation; every signed-in member reads the counts (profileStats).
//
// Roles: a visitor (signed out); the owner (alice), to whom bob has sent a pending request and
// whom bob follows; the other member (bob); a stranger to both (carol); an admin (root).
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  and,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc } from './support/budgeted-writes.js';
import { followDocId, friendshipDocId, paths } from '@salon/domain';
import {
  ADMIN,
  MEMBER,
  OTHER,
  OWNER,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';

const PAIR = friendshipDocId(OWNER, OTHER);
const pairPath = `${paths.friendships}/${PAIR}`;
const followPath = `${paths.follows}/${followDocId(OTHER, OWNER)}`;
const friendshipPath = (a: string, b: string) => `${paths.friendships}/${friendshipDocId(a, b)}`;
const followPathOf = (follower: string, followed: string) =>
  `${paths.follows}/${followDocId(follower, followed)}`;

const stored = (requesterId: string, addresseeId: string, status: 'pending' | 'accepted') => ({
  requesterId,
  addresseeId,
  status,
  createdAt: new Date(),
  updatedAt: new Date(),
});

/** What the web app writes to send a request. */
const request = (requesterId: string, addresseeId: string, changes: object = {}) => ({
  requesterId,
  addresseeId,
  status: 'pending',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
const sendRequest = (db: Firestore, from: string, to: string, changes: object = {}) =>
  setDoc(doc(db, friendshipPath(from, to)), request(from, to, changes));
const accept = (db: Firestore, path = pairPath, changes: object = {}) =>
  updateDoc(doc(db, path), { status: 'accepted', updatedAt: serverTimestamp(), ...changes });

const follow = (db: Firestore, follower: string, followed: string, changes: object = {}) =>
  setDoc(doc(db, followPathOf(follower, followed)), {
    followerId: follower,
    followingId: followed,
    createdAt: serverTimestamp(),
    ...changes,
  });

const profile = (username: string) => ({ username, displayName: username, isPrivate: false });

const { as, seed, signedInAs } = rulesSuite('demo-rules-social', {
  [paths.profile(OWNER)]: profile('alice'),
  [paths.profile(OTHER)]: profile('bobby'),
  [paths.profile(MEMBER)]: profile('carol'),
  [paths.profile(ADMIN)]: profile('root'),
  [pairPath]: stored(OTHER, OWNER, 'pending'),
  [followPath]: { followerId: OTHER, followingId: OWNER, createdAt: new Date() },
  [paths.profileStats(OWNER)]: { friendCount: 0, followerCount: 1, followingCount: 0 },
  [`${paths.appliedSocialEvents}/k`]: { at: new Date() },
});

describe('friendships: reading', () => {
  it('are read by their two members, also before they exist', async () => {
    for (const db of [as.owner(), as.other()]) {
      const snapshot = await assertSucceeds(getDoc(doc(db, pairPath)));
      expect(snapshot.get('status')).toBe('pending');
    }
    const none = await assertSucceeds(getDoc(doc(as.member(), friendshipPath(MEMBER, OWNER))));
    expect(none.exists()).toBe(false);
  });

  it('are not read by a stranger, an admin or a visitor', async () => {
    for (const db of [as.member(), as.admin(), as.visitor()]) {
      await assertFails(getDoc(doc(db, pairPath)));
    }
    await assertFails(getDoc(doc(as.member(), `${paths.friendships}/not-a-pair`)));
  });

  it("list a member's own requests and friends, a page at a time", async () => {
    await seed({ [friendshipPath(OWNER, ADMIN)]: stored(ADMIN, OWNER, 'accepted') });
    const friendships = collection(as.owner(), paths.friendships);
    const incoming = await assertSucceeds(
      getDocs(
        query(
          friendships,
          where('addresseeId', '==', OWNER),
          where('status', '==', 'pending'),
          orderBy('createdAt', 'desc'),
          limit(20),
        ),
      ),
    );
    expect(incoming.docs.map((snapshot) => snapshot.id)).toEqual([PAIR]);
    const friends = await assertSucceeds(
      getDocs(
        query(
          friendships,
          and(
            or(where('requesterId', '==', OWNER), where('addresseeId', '==', OWNER)),
            where('status', '==', 'accepted'),
          ),
          orderBy('updatedAt', 'desc'),
          limit(20),
        ),
      ),
    );
    expect(friends.docs.map((snapshot) => snapshot.id)).toEqual([friendshipDocId(OWNER, ADMIN)]);
  });

  it("refuse unbounded lists and lists of someone else's relations", async () => {
    const mine = (db: Firestore, uid: string, max?: number) =>
      getDocs(
        query(
          collection(db, paths.friendships),
          where('addresseeId', '==', uid),
          where('status', '==', 'pending'),
          orderBy('createdAt', 'desc'),
          ...(max === undefined ? [] : [limit(max)]),
        ),
      );
    await assertFails(mine(as.owner(), OWNER));
    await assertFails(mine(as.owner(), OWNER, 51));
    await assertFails(mine(as.member(), OWNER, 20));
    await assertFails(mine(as.admin(), OWNER, 20));
    await assertFails(mine(as.visitor(), OWNER, 20));
    await assertFails(getDocs(query(collection(as.admin(), paths.friendships), limit(20))));
  });
});

describe('friendships: sending a request', () => {
  it('is done by the requester, pending, under the pair id', async () => {
    await assertSucceeds(sendRequest(as.member(), MEMBER, OWNER));
    // Either direction names the same document.
    expect(friendshipPath(MEMBER, OWNER)).toBe(friendshipPath(OWNER, MEMBER));
  });

  it('refuses a forged accepted friendship, a wrong id, other keys and other times', async () => {
    const db = as.member();
    await assertFails(sendRequest(db, MEMBER, OWNER, { status: 'accepted' }));
    await assertFails(sendRequest(db, MEMBER, OWNER, { status: 'blocked' }));
    await assertFails(
      setDoc(doc(db, `${paths.friendships}/${MEMBER}_${OWNER}_x`), request(MEMBER, OWNER)),
    );
    await assertFails(
      setDoc(doc(db, `${paths.friendships}/${MEMBER}${OWNER}`), request(MEMBER, OWNER)),
    );
    await assertFails(sendRequest(db, MEMBER, OWNER, { note: 'hi' }));
    await assertFails(sendRequest(db, MEMBER, OWNER, { createdAt: new Date(0) }));
    await assertFails(sendRequest(db, MEMBER, OWNER, { updatedAt: new Date(0) }));
    await assertFails(
      setDoc(doc(db, friendshipPath(MEMBER, OWNER)), {
        requesterId: MEMBER,
        addresseeId: OWNER,
        status: 'pending',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('refuses befriending oneself or a member with no profile', async () => {
    await assertFails(sendRequest(as.member(), MEMBER, MEMBER));
    await assertFails(sendRequest(as.member(), MEMBER, 'nobody'));
  });

  it('refuses a requester with no profile yet (a Google newcomer without a username)', async () => {
    await assertFails(sendRequest(signedInAs('newcomer'), 'newcomer', OWNER));
  });

  it('refuses a request written for others, by a member, an admin or a visitor', async () => {
    // Carol writing "root asked alice", and an admin writing "carol asked alice".
    await assertFails(
      setDoc(doc(as.member(), friendshipPath(ADMIN, OWNER)), request(ADMIN, OWNER)),
    );
    await assertFails(
      setDoc(doc(as.admin(), friendshipPath(MEMBER, OWNER)), request(MEMBER, OWNER)),
    );
    await assertFails(sendRequest(as.visitor(), MEMBER, OWNER));
  });

  it('cannot overwrite a pending request, from either side', async () => {
    await assertFails(sendRequest(as.other(), OTHER, OWNER));
    await assertFails(sendRequest(as.owner(), OWNER, OTHER));
  });
});

describe('friendships: accepting', () => {
  it('is done by the addressee: status to accepted and updatedAt', async () => {
    await assertSucceeds(accept(as.owner()));
  });

  it('is refused to the requester, a stranger, an admin and a visitor', async () => {
    for (const db of [as.other(), as.member(), as.admin(), as.visitor()]) {
      await assertFails(accept(db));
    }
  });

  it('changes nothing else, and only to accepted at request time', async () => {
    const db = as.owner();
    await assertFails(accept(db, pairPath, { requesterId: OWNER, addresseeId: OTHER }));
    await assertFails(accept(db, pairPath, { createdAt: serverTimestamp() }));
    await assertFails(accept(db, pairPath, { note: 'welcome' }));
    await assertFails(accept(db, pairPath, { updatedAt: new Date(0) }));
    await assertFails(updateDoc(doc(db, pairPath), { status: 'accepted' }));
    await assertFails(updateDoc(doc(db, pairPath), { updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(db, pairPath), { status: 'blocked', updatedAt: serverTimestamp() }),
    );
  });

  it('leaves an accepted friendship as it is', async () => {
    await seed({ [pairPath]: stored(OTHER, OWNER, 'accepted') });
    await assertFails(accept(as.owner()));
    await assertFails(
      updateDoc(doc(as.owner(), pairPath), { status: 'pending', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(as.other(), pairPath), { status: 'pending', updatedAt: serverTimestamp() }),
    );
  });
});

describe('friendships: removing', () => {
  it.each(['owner', 'other'] as const)('is done by either member (%s)', async (role) => {
    await assertSucceeds(deleteDoc(doc(as[role](), pairPath)));
    await seed({ [pairPath]: stored(OTHER, OWNER, 'accepted') });
    await assertSucceeds(deleteDoc(doc(as[role](), pairPath)));
  });

  it('is refused to a stranger, an admin and a visitor', async () => {
    await seed({ [pairPath]: stored(OTHER, OWNER, 'accepted') });
    for (const db of [as.member(), as.admin(), as.visitor()]) {
      await assertFails(deleteDoc(doc(db, pairPath)));
    }
  });
});

describe('follows', () => {
  it('are read by the follower and the followed member, also before they exist', async () => {
    for (const db of [as.owner(), as.other()]) {
      expect((await assertSucceeds(getDoc(doc(db, followPath)))).exists()).toBe(true);
    }
    const none = await assertSucceeds(getDoc(doc(as.member(), followPathOf(MEMBER, OWNER))));
    expect(none.exists()).toBe(false);
    for (const db of [as.member(), as.admin(), as.visitor()]) {
      await assertFails(getDoc(doc(db, followPath)));
    }
  });

  it("list a member's own followers and following, a page at a time", async () => {
    const follows = collection(as.owner(), paths.follows);
    const page = (field: 'followerId' | 'followingId', uid: string, max?: number) =>
      query(
        follows,
        where(field, '==', uid),
        orderBy('createdAt', 'desc'),
        ...(max === undefined ? [] : [limit(max)]),
      );
    const followers = await assertSucceeds(getDocs(page('followingId', OWNER, 20)));
    expect(followers.docs.map((snapshot) => snapshot.id)).toEqual([followDocId(OTHER, OWNER)]);
    const following = await assertSucceeds(getDocs(page('followerId', OWNER, 20)));
    expect(following.size).toBe(0);
    await assertFails(getDocs(page('followingId', OWNER)));
    await assertFails(getDocs(page('followerId', OTHER, 20)));
    for (const db of [as.member(), as.admin(), as.visitor()]) {
      await assertFails(
        getDocs(query(collection(db, paths.follows), where('followingId', '==', OWNER), limit(20))),
      );
    }
  });

  it('are created by the follower, under the follow id', async () => {
    await assertSucceeds(follow(as.member(), MEMBER, OWNER));
  });

  it('refuse following oneself, a member with no profile, other keys and other ids', async () => {
    const db = as.member();
    await assertFails(follow(db, MEMBER, MEMBER));
    await assertFails(follow(db, MEMBER, 'nobody'));
    // A follower with no profile yet (a Google newcomer before the username).
    await assertFails(follow(signedInAs('newcomer'), 'newcomer', OWNER));
    await assertFails(follow(db, MEMBER, OWNER, { note: 'hi' }));
    await assertFails(follow(db, MEMBER, OWNER, { createdAt: new Date(0) }));
    await assertFails(
      setDoc(doc(db, followPathOf(OWNER, MEMBER)), {
        followerId: MEMBER,
        followingId: OWNER,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('refuse a follow written for others, by a member, an admin or a visitor', async () => {
    await assertFails(follow(as.member(), OTHER, MEMBER));
    await assertFails(follow(as.admin(), MEMBER, OWNER));
    await assertFails(follow(as.visitor(), MEMBER, OWNER));
  });

  it('are never changed, only deleted by the follower', async () => {
    await assertFails(follow(as.other(), OTHER, OWNER));
    await assertFails(updateDoc(doc(as.other(), followPath), { createdAt: serverTimestamp() }));
    for (const db of [as.owner(), as.member(), as.admin(), as.visitor()]) {
      await assertFails(deleteDoc(doc(db, followPath)));
    }
    await assertSucceeds(deleteDoc(doc(as.other(), followPath)));
  });
});

describe('profileStats', () => {
  it('are read by every signed-in member, not by visitors, and never listed', async () => {
    for (const db of [as.owner(), as.other(), as.member(), as.admin()]) {
      const stats = await assertSucceeds(getDoc(doc(db, paths.profileStats(OWNER))));
      expect(stats.get('followerCount')).toBe(1);
    }
    await assertFails(getDoc(doc(as.visitor(), paths.profileStats(OWNER))));
    await assertFails(getDocs(query(collection(as.admin(), 'profileStats'), limit(10))));
  });

  it('and the counters markers are not read by anyone', async () => {
    for (const db of [as.owner(), as.admin()]) {
      await assertFails(getDoc(doc(db, `${paths.appliedSocialEvents}/k`)));
    }
  });

  itRefusesEveryClientWrite(
    as,
    {
      [paths.profileStats(OWNER)]: { friendCount: 5, followerCount: 5, followingCount: 5 },
      [paths.profileStats(MEMBER)]: { friendCount: 1, followerCount: 0, followingCount: 0 },
      [`${paths.appliedSocialEvents}/k2`]: { at: new Date() },
    },
    [paths.profileStats(OWNER), `${paths.appliedSocialEvents}/k`],
  );
});
