// Blocking through the SDKs, as the web app does it: blockMember ends the friendship
// and follows between the two members both ways (the counters follow), a blocked member's direct
// writes are refused, nothing they do notifies the blocker (reply, anonymous reply, reaction,
// friend request, follow) while others still do, staff's report notifications stay, and
// unblocking lifts the refusals without bringing anything back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_MESSAGES,
  MAX_BLOCKS,
  PROFILE_TEXTS,
  followDocId,
  friendshipDocId,
  paths,
  profileStatsOf,
  reactionDocId,
} from '@salon/domain';
import { followMember } from '../../web/src/features/social/api/follows.js';
import {
  acceptFriendRequest,
  sendFriendRequest,
} from '../../web/src/features/social/api/friendships.js';
import {
  adminDb,
  newMember,
  refusalOf,
  settled,
  visitorClient,
  type Member,
} from './support/functions-env.js';

type Social = typeof import('../../functions/src/notifications/social.js');
let notifyFollow: Social['notifyFollow'];
let notifyFriendRequest: Social['notifyFriendRequest'];

let alice: Member;
let bob: Member;
let carol: Member;
let admin: Member;

beforeAll(async () => {
  adminDb();
  ({ notifyFollow, notifyFriendRequest } =
    await import('../../functions/src/notifications/social.js'));
  [alice, bob, carol, admin] = await Promise.all([
    newMember('alice'),
    newMember('bob'),
    newMember('carol'),
    newMember('admin', { admin: true }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([alice, bob, carol, admin].map((member) => member.close()));
});

const friendshipPath = (a: Member, b: Member) =>
  `${paths.friendships}/${friendshipDocId(a.uid, b.uid)}`;
const followPath = (follower: Member, followed: Member) =>
  `${paths.follows}/${followDocId(follower.uid, followed.uid)}`;
const stats = async (member: Member) =>
  profileStatsOf((await adminDb().doc(paths.profileStats(member.uid)).get()).data());
const exists = async (path: string) => (await adminDb().doc(path).get()).exists;
const notificationIds = async (member: Member) =>
  (await adminDb().collection(paths.notifications(member.uid)).get()).docs.map((doc) => doc.id);

async function newThread(author: Member, title: string) {
  const { threadId } = await author.call('createThread', {
    title,
    body: 'What do you hear in it?',
    isAnonymous: false,
  });
  // Its own triggers done (a first discussion earns its author a badge, and tells them).
  await settled(paths.thread(threadId), 1);
  return threadId;
}

async function reply(member: Member, threadId: string, isAnonymous = false) {
  const { replyId } = await member.call('postReply', {
    threadId,
    parentId: null,
    body: 'The horn call',
    isAnonymous,
  });
  await settled(`${paths.replies(threadId)}/${replyId}`, 1);
  return replyId;
}

async function react(member: Member, threadId: string) {
  await member.call('toggleReaction', { threadId, replyId: null, reactionType: 'bravo' });
  const id = reactionDocId(member.uid, 'bravo', { threadId, replyId: null });
  await settled(`${paths.reactions(threadId)}/${id}`, 1);
}

describe('blocking a friend who follows and is followed', () => {
  it('ends the friendship and both follows, and both members count them no more', async () => {
    await sendFriendRequest(bob.firestore, bob.uid, alice.uid);
    await acceptFriendRequest(alice.firestore, alice.uid, bob.uid);
    await followMember(bob.firestore, bob.uid, alice.uid);
    await followMember(alice.firestore, alice.uid, bob.uid);
    await followMember(carol.firestore, carol.uid, alice.uid);
    await settled(friendshipPath(alice, bob), 2);
    await settled(followPath(bob, alice), 1);
    await settled(followPath(alice, bob), 1);
    await settled(followPath(carol, alice), 1);
    expect(await stats(alice)).toEqual({ friendCount: 1, followerCount: 2, followingCount: 1 });
    expect(await stats(bob)).toEqual({ friendCount: 1, followerCount: 1, followingCount: 1 });

    expect(await alice.call('blockMember', { memberId: bob.uid })).toEqual({ changed: true });

    await settled(friendshipPath(alice, bob), 3);
    await settled(followPath(bob, alice), 2);
    await settled(followPath(alice, bob), 2);
    for (const path of [friendshipPath(alice, bob), followPath(bob, alice), followPath(alice, bob)])
      expect(await exists(path)).toBe(false);
    // Carol's follow of alice stands and still counts.
    expect(await stats(alice)).toEqual({ friendCount: 0, followerCount: 1, followingCount: 0 });
    expect(await stats(bob)).toEqual({ friendCount: 0, followerCount: 0, followingCount: 0 });
    const block = (await adminDb().doc(paths.block(alice.uid, bob.uid)).get()).data();
    expect(block).toMatchObject({ blockedId: bob.uid });
  });

  it("refuses the blocked member's friend request and follow, and tells neither", async () => {
    const before = await notificationIds(alice);
    await expect(sendFriendRequest(bob.firestore, bob.uid, alice.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(followMember(bob.firestore, bob.uid, alice.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await exists(friendshipPath(alice, bob))).toBe(false);
    expect(await exists(followPath(bob, alice))).toBe(false);
    expect(await notificationIds(alice)).toEqual(before);
  });

  it('a second block changes nothing', async () => {
    expect(await alice.call('blockMember', { memberId: bob.uid })).toEqual({ changed: false });
    const count = (await adminDb().doc(paths.memberBookkeeping(alice.uid)).get()).get('blockCount');
    expect(count).toBe(1);
  });
});

describe('notifications from a blocked member', () => {
  it('are not sent for replies, anonymous replies or reactions; others still notify', async () => {
    const threadId = await newThread(alice, 'Mahler 9');
    const before = await notificationIds(alice);
    const named = await reply(bob, threadId);
    const anonymous = await reply(bob, threadId, true);
    await react(bob, threadId);
    expect(await notificationIds(alice)).toEqual(before);

    const fromCarol = await reply(carol, threadId);
    expect(await notificationIds(alice)).toContain(`reply_${threadId}_${fromCarol}`);
    expect(await notificationIds(alice)).not.toContain(`reply_${threadId}_${named}`);
    expect(await notificationIds(alice)).not.toContain(`reply_${threadId}_${anonymous}`);
  });

  it('are not sent for friend requests or follows, whatever writes them', async () => {
    // The rules refuse both writes; sendNotification refuses the notification as well.
    expect(await notifyFriendRequest({ requesterId: bob.uid, addresseeId: alice.uid })).toBe(false);
    expect(await notifyFollow({ followerId: bob.uid, followingId: alice.uid })).toBe(false);
    // The blocker is not shielded from their own acts' usual notifications to others.
    expect(await notifyFollow({ followerId: alice.uid, followingId: carol.uid })).toBe(true);
  });

  it("still bring staff a blocked member's report", async () => {
    await admin.call('blockMember', { memberId: carol.uid });
    const threadId = await newThread(bob, 'Bruckner 8');
    const { reportId } = await carol.call('submitReport', {
      threadId,
      replyId: null,
      reason: 'spam',
      description: '',
    });
    await settled(`${paths.reports}/${reportId}`, 1);
    expect(await notificationIds(admin)).toContain(`report_${reportId}`);
  });
});

describe('the callables refuse', () => {
  it('blocking oneself, a member who does not exist, and visitors', async () => {
    expect(await refusalOf(carol.call('blockMember', { memberId: carol.uid }))).toMatchObject({
      code: 'invalid-argument',
      message: BLOCK_MESSAGES.blockSelf,
    });
    expect(await refusalOf(carol.call('blockMember', { memberId: 'nobody-here' }))).toMatchObject({
      code: 'not-found',
      message: PROFILE_TEXTS.notFoundDescription,
    });
    const visitor = visitorClient();
    expect(await refusalOf(visitor.call('blockMember', { memberId: bob.uid }))).toMatchObject({
      code: 'unauthenticated',
    });
    expect(await refusalOf(visitor.call('unblockMember', { memberId: bob.uid }))).toMatchObject({
      code: 'unauthenticated',
    });
    await visitor.close();
    expect(await exists(paths.block(carol.uid, 'nobody-here'))).toBe(false);
  });

  it('a block beyond MAX_BLOCKS, and writes nothing', async () => {
    await adminDb().doc(paths.memberBookkeeping(carol.uid)).set({ blockCount: MAX_BLOCKS });
    expect(await refusalOf(carol.call('blockMember', { memberId: bob.uid }))).toMatchObject({
      code: 'failed-precondition',
      message: BLOCK_MESSAGES.tooMany,
    });
    expect(await exists(paths.block(carol.uid, bob.uid))).toBe(false);
    await adminDb().doc(paths.memberBookkeeping(carol.uid)).set({ blockCount: 0 });
  });
});

describe('a suspended member (docs/safety.md)', () => {
  it('still blocks and unblocks: keeping someone away reaches nobody', async () => {
    const dora = await newMember('dora');
    await admin.call('suspendMember', { memberId: dora.uid, duration: '1d', reason: 'Spam' });
    expect(await dora.call('blockMember', { memberId: carol.uid })).toEqual({ changed: true });
    expect(await dora.call('unblockMember', { memberId: carol.uid })).toEqual({ changed: true });
    await dora.close();
  });
});

describe('unblocking', () => {
  it('lifts the refusals, brings nothing back, and a second unblock changes nothing', async () => {
    expect(await alice.call('unblockMember', { memberId: bob.uid })).toEqual({ changed: true });
    expect(await alice.call('unblockMember', { memberId: bob.uid })).toEqual({ changed: false });
    expect(await exists(paths.block(alice.uid, bob.uid))).toBe(false);
    expect(await exists(friendshipPath(alice, bob))).toBe(false);
    const count = (await adminDb().doc(paths.memberBookkeeping(alice.uid)).get()).get('blockCount');
    expect(count).toBe(0);

    await sendFriendRequest(bob.firestore, bob.uid, alice.uid);
    await followMember(bob.firestore, bob.uid, alice.uid);
    // The friendship's fourth write, the follow's third.
    await settled(friendshipPath(alice, bob), 4);
    await settled(followPath(bob, alice), 3);
    // Notifications are one per member and kind: the earlier ones are still there, not new ones.
    expect(await notificationIds(alice)).toEqual(
      expect.arrayContaining([`friend_request_${bob.uid}`, `follow_${bob.uid}`]),
    );
    expect((await stats(alice)).followerCount).toBe(2);
  });
});
