// Blocking: users/{uid}/blocks/{blockedId} is read by the blocker alone (not the
// blocked member, another member, a moderator, an admin or a visitor) and written by nobody
// through the SDKs (the blockMember and unblockMember callables own it). While a block stands, in
// either direction, neither member can send the other a friend request, accept one, or follow the
// other; a stale friendship opens no private section to the blocked member; removals stay open.
//
// Roles: the owner (alice) blocked bob (the other member); carol (member) is a stranger to both;
// a moderator and an admin.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc } from './support/budgeted-writes.js';
import { MAX_BLOCKS, followDocId, friendshipDocId, paths } from '@salon/domain';
import {
  ADMIN,
  MEMBER,
  OTHER,
  OWNER,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';

const blockPath = paths.block(OWNER, OTHER);
const friendshipPath = (a: string, b: string) => `${paths.friendships}/${friendshipDocId(a, b)}`;
const followPath = (follower: string, followed: string) =>
  `${paths.follows}/${followDocId(follower, followed)}`;

const sendRequest = (db: Firestore, from: string, to: string) =>
  setDoc(doc(db, friendshipPath(from, to)), {
    requesterId: from,
    addresseeId: to,
    status: 'pending',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
const follow = (db: Firestore, follower: string, followed: string) =>
  setDoc(doc(db, followPath(follower, followed)), {
    followerId: follower,
    followingId: followed,
    createdAt: serverTimestamp(),
  });
const pending = (requesterId: string, addresseeId: string, status = 'pending') => ({
  requesterId,
  addresseeId,
  status,
  createdAt: new Date(),
  updatedAt: new Date(),
});

const card = (username: string, isPrivate = false) => ({
  username,
  displayName: username,
  isPrivate,
});

const { as, seed, remove, peek } = rulesSuite('demo-rules-blocking', {
  [paths.profile(OWNER)]: card('alice', true),
  [paths.profile(OTHER)]: card('bobby'),
  [paths.profile(MEMBER)]: card('carol'),
  [paths.profile(ADMIN)]: card('root'),
  [`profiles/${OWNER}/sections/details`]: { location: 'Vienna', updatedAt: new Date() },
  [blockPath]: { blockedId: OTHER, blockedAt: new Date() },
  [paths.memberBookkeeping(OWNER)]: { blockCount: 1 },
});

describe('blocks: reading', () => {
  it('are read by the blocker, one by one and as a bounded list', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(as.owner(), blockPath)));
    expect(snapshot.get('blockedId')).toBe(OTHER);
    const list = await assertSucceeds(
      getDocs(
        query(
          collection(as.owner(), paths.blocks(OWNER)),
          orderBy('blockedAt', 'desc'),
          limit(MAX_BLOCKS),
        ),
      ),
    );
    expect(list.docs.map((block) => block.id)).toEqual([OTHER]);
  });

  it('refuse unbounded lists and lists over MAX_BLOCKS, even to the blocker', async () => {
    await assertFails(getDocs(collection(as.owner(), paths.blocks(OWNER))));
    await assertFails(
      getDocs(query(collection(as.owner(), paths.blocks(OWNER)), limit(MAX_BLOCKS + 1))),
    );
  });

  it('are read by nobody else: the blocked member, a stranger, staff or a visitor', async () => {
    for (const db of [as.other(), as.member(), as.moderator(), as.admin(), as.visitor()]) {
      await assertFails(getDoc(doc(db, blockPath)));
      await assertFails(getDocs(query(collection(db, paths.blocks(OWNER)), limit(10))));
    }
  });

  it("and nobody reads a member's block count", async () => {
    for (const db of [as.owner(), as.other(), as.admin()]) {
      await assertFails(getDoc(doc(db, paths.memberBookkeeping(OWNER))));
    }
  });
});

describe('blocks: writing', () => {
  itRefusesEveryClientWrite(
    as,
    {
      [paths.block(MEMBER, OTHER)]: { blockedId: OTHER, blockedAt: new Date() },
      [paths.block(OWNER, MEMBER)]: { blockedId: MEMBER, blockedAt: new Date() },
      [paths.memberBookkeeping(OWNER)]: { blockCount: 0 },
    },
    [blockPath, paths.memberBookkeeping(OWNER)],
  );
});

describe('a block refuses relations, both ways', () => {
  it("refuses the blocked member's friend request and follow, and the block stays unseen", async () => {
    await assertFails(sendRequest(as.other(), OTHER, OWNER));
    await assertFails(follow(as.other(), OTHER, OWNER));
    expect(await peek(friendshipPath(OTHER, OWNER))).toBeNull();
    expect(await peek(followPath(OTHER, OWNER))).toBeNull();
  });

  it("refuses the blocker's own request and follow while the block stands", async () => {
    await assertFails(sendRequest(as.owner(), OWNER, OTHER));
    await assertFails(follow(as.owner(), OWNER, OTHER));
  });

  it('refuses accepting a request that outlived the block, from either side', async () => {
    await seed({ [friendshipPath(OWNER, OTHER)]: pending(OTHER, OWNER) });
    await assertFails(
      updateDoc(doc(as.owner(), friendshipPath(OWNER, OTHER)), {
        status: 'accepted',
        updatedAt: serverTimestamp(),
      }),
    );
    await seed({ [friendshipPath(OWNER, OTHER)]: pending(OWNER, OTHER) });
    await assertFails(
      updateDoc(doc(as.other(), friendshipPath(OWNER, OTHER)), {
        status: 'accepted',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('leaves removals open to both members', async () => {
    await seed({
      [friendshipPath(OWNER, OTHER)]: pending(OTHER, OWNER),
      [followPath(OTHER, OWNER)]: { followerId: OTHER, followingId: OWNER, createdAt: new Date() },
    });
    await assertSucceeds(deleteDoc(doc(as.other(), followPath(OTHER, OWNER))));
    await assertSucceeds(deleteDoc(doc(as.other(), friendshipPath(OWNER, OTHER))));
  });

  it('stops nobody else: a stranger still befriends and follows both', async () => {
    await assertSucceeds(sendRequest(as.member(), MEMBER, OWNER));
    await assertSucceeds(follow(as.member(), MEMBER, OTHER));
  });

  it('stops nothing once lifted', async () => {
    await assertFails(sendRequest(as.other(), OTHER, OWNER));
    // unblockMember deletes the block (the admin SDK, as here).
    await remove([blockPath]);
    await assertSucceeds(sendRequest(as.other(), OTHER, OWNER));
    await assertSucceeds(follow(as.other(), OTHER, OWNER));
  });
});

describe("a blocker's private sections", () => {
  it('stay closed to the blocked member, even under an accepted friendship', async () => {
    // A friendship blockMember would have ended, written here as if it had outlived the block.
    await seed({ [friendshipPath(OWNER, OTHER)]: pending(OWNER, OTHER, 'accepted') });
    await assertFails(getDoc(doc(as.other(), `profiles/${OWNER}/sections/details`)));
    await remove([blockPath]);
    await assertSucceeds(getDoc(doc(as.other(), `profiles/${OWNER}/sections/details`)));
  });
});
