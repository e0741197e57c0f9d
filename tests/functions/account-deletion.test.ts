// Deleting one's account: after deleteAccount, nothing of the member is left where
// another member (or the member's own still-valid token) could read it, their posts stay under
// "Deleted member", the counts they were part of are right again, and the sign-in is gone. A
// deletion cut short completes when the member runs it again or the schedule finds it.
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@salon/emulator/testing';
import {
  ACCOUNT_DELETION_MESSAGES,
  followDocId,
  friendshipDocId,
  paths,
  profileStatsOf,
} from '@salon/domain';
import { toggleSavedThread } from '../../web/src/features/activity/api/saved-threads.js';
import { followMember } from '../../web/src/features/social/api/follows.js';
import {
  acceptFriendRequest,
  sendFriendRequest,
} from '../../web/src/features/social/api/friendships.js';
import { adminApp, signedInClient, stackEndpoints } from '../support/stack-endpoints.js';
import { importSummary } from './support/fake-spotify.js';
import {
  MEMBER_PASSWORD,
  adminDb,
  newMember,
  refusalOf,
  settled,
  vote,
  type Member,
} from './support/functions-env.js';

/**
 * Collections no client may read: functions' idempotency markers, the deletion marker, and the
 * counters' deltas waiting to be folded (named by the event that wrote them).
 */
const FUNCTION_ONLY = new Set([
  'deletedMembers',
  'appliedSocialEvents',
  'appliedEvents',
  'counterDeltas',
  'counterFolds',
]);

/**
 * Every stored document whose path or fields hold `uid`, outside FUNCTION_ONLY collections: one
 * query over every collection of the database (kindless, all descendants, as the admin SDK's
 * recursiveDelete lists a tree), so its cost is one answer however many collections the other
 * suites on the shared stack have filled.
 */
async function readableDocumentsNaming(uid: string): Promise<string[]> {
  const { projectId, firestoreHost } = stackEndpoints();
  const database = `projects/${projectId}/databases/(default)`;
  const response = await fetch(`http://${firestoreHost}/v1/${database}/documents:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!response.ok) throw new Error(`runQuery: ${response.status} ${await response.text()}`);
  const answers = (await response.json()) as { document?: { name: string; fields?: object } }[];
  const documentsRoot = `${database}/documents/`;
  return answers.flatMap(({ document }) => {
    if (!document) return [];
    const path = document.name.slice(documentsRoot.length);
    const collectionId = path.split('/').at(-2)!;
    const named = path.includes(uid) || JSON.stringify(document.fields ?? {}).includes(uid);
    return named && !FUNCTION_ONLY.has(collectionId) ? [path] : [];
  });
}

const stats = async (member: Member) =>
  profileStatsOf((await adminDb().doc(paths.profileStats(member.uid)).get()).data());

/**
 * A member with a bit of everything: profile sections, friends, follows, posts, votes, a report,
 * a block of someone and a block by someone.
 */
async function activeMember(label: string, others: { friend: Member; fan: Member; staff: Member }) {
  const member = await newMember(label);
  const { uid } = member;
  const db = adminDb();
  await Promise.all([
    db.doc(paths.username(member.username)).set({ uid }),
    db.doc(paths.profileDetails(uid)).set({ location: 'Leipzig', websiteUrl: '' }),
    db.doc(paths.preferences(uid)).set({ favoriteComposer: 'Bach' }),
    db.doc(paths.favoriteRecording(uid, '1')).set({ title: 'Goldberg', url: null }),
    db.doc(paths.concert(uid, 'c1')).set({ date: '2026-12-01', performer: 'Schiff' }),
    db.doc(paths.streamingAnalysis(uid)).set({ topArtists: [], topTracks: [] }),
    db.doc(paths.streamingToken(uid)).set({ accessToken: 'a', refreshToken: 'r' }),
    db.doc(paths.streamingAuthorization(uid)).set({ state: 's', verifier: 'v' }),
  ]);

  const { friend, fan, staff } = others;
  await sendFriendRequest(member.firestore, uid, friend.uid);
  await acceptFriendRequest(friend.firestore, friend.uid, uid);
  await followMember(member.firestore, uid, friend.uid);
  await followMember(fan.firestore, fan.uid, uid);

  const { threadId: ownThread } = await member.call('createThread', {
    title: `${label} asks about Brahms`,
    body: 'Which symphony first?',
    isAnonymous: false,
  });
  const { threadId: friendsThread } = await friend.call('createThread', {
    title: 'Mahler 9',
    body: 'Karajan or Abbado?',
    isAnonymous: false,
  });
  const { replyId: publicReply } = await member.call('postReply', {
    threadId: friendsThread,
    parentId: null,
    body: 'Abbado, Lucerne.',
    isAnonymous: false,
  });
  const { replyId: anonymousReply } = await member.call('postReply', {
    threadId: friendsThread,
    parentId: null,
    body: 'Karajan, secretly.',
    isAnonymous: true,
  });
  await friend.call('postReply', {
    threadId: ownThread,
    parentId: null,
    body: 'The Fourth.',
    isAnonymous: false,
  });
  await member.call('toggleReaction', {
    threadId: friendsThread,
    replyId: null,
    reactionType: 'bravo',
  });
  await member.call('recordThreadView', { threadId: friendsThread });
  // The Save toggle, as the web app writes it (the activity records come from the posts above).
  await toggleSavedThread(member.firestore, uid, friendsThread);
  const { pollId } = await staff.call('createPoll', {
    title: `${label}'s poll`,
    description: '',
    options: ['Bach', 'Brahms'],
  });
  await vote(member, pollId, 'o1');
  const { replyId: pollReply } = await member.call('postPollReply', {
    pollId,
    parentId: null,
    body: 'Bach, always.',
    isAnonymous: false,
  });
  const { reportId } = await member.call('submitReport', {
    threadId: friendsThread,
    replyId: null,
    reason: 'spam',
    description: 'Off topic',
  });
  // Blocks both ways: the member's own, and staff's of the member.
  await member.call('blockMember', { memberId: staff.uid });
  await staff.call('blockMember', { memberId: uid });
  await Promise.all([
    settled(`${paths.friendships}/${friendshipDocId(uid, friend.uid)}`, 2),
    settled(`${paths.follows}/${followDocId(uid, friend.uid)}`, 1),
    settled(`${paths.follows}/${followDocId(fan.uid, uid)}`, 1),
    settled(`${paths.reports}/${reportId}`, 1),
  ]);
  return { member, ownThread, friendsThread, publicReply, anonymousReply, pollId, pollReply };
}

let friend: Member;
let fan: Member;
let staff: Member;
beforeAll(async () => {
  [friend, fan, staff] = await Promise.all([
    newMember('friend'),
    newMember('fan'),
    newMember('staff', { admin: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([friend, fan, staff].map((member) => member.close()));
});

describe('deleteAccount', () => {
  it('leaves nothing of the member readable, keeps their posts as "Deleted member" and ends the sign-in', async () => {
    const left = await activeMember('leaver', { friend, fan, staff });
    const { member } = left;
    const friendsNotifications = adminDb().collection(paths.notifications(friend.uid));
    const naming = async () =>
      (await friendsNotifications.get()).docs.filter((n) =>
        JSON.stringify(n.data()).includes(member.uid),
      );
    expect((await naming()).length).toBeGreaterThan(0); // the follow, the reply, the reaction...
    expect((await stats(friend)).friendCount).toBe(1);
    expect((await adminDb().collection(paths.savedThreads(member.uid)).get()).size).toBe(1);
    await eventually(
      async () => (await adminDb().collection(paths.activityRecords(member.uid)).get()).size > 0,
      { what: 'the member’s activity records', timeoutMs: 10_000, intervalMs: 100 },
    );

    expect(await member.call('deleteAccount', {})).toEqual({ deleted: true });
    await Promise.all([
      settled(`${paths.friendships}/${friendshipDocId(member.uid, friend.uid)}`, 3),
      settled(`${paths.follows}/${followDocId(member.uid, friend.uid)}`, 2),
      settled(`${paths.follows}/${followDocId(fan.uid, member.uid)}`, 2),
    ]);

    expect(await readableDocumentsNaming(member.uid)).toEqual([]);
    expect(await naming()).toEqual([]);
    expect((await adminDb().doc(paths.username(member.username)).get()).exists).toBe(false);

    // The posts stay, naming nobody; who wrote the anonymous one is forgotten.
    const db = adminDb();
    const ownThread = await db.doc(paths.thread(left.ownThread)).get();
    expect(ownThread.get('authorDeleted')).toBe(true);
    expect(ownThread.get('authorId')).toBeUndefined();
    expect(ownThread.get('replyCount')).toBe(1);
    const reply = await db.doc(`${paths.replies(left.friendsThread)}/${left.publicReply}`).get();
    expect(reply.data()).toMatchObject({ body: 'Abbado, Lucerne.', authorDeleted: true });
    const anonymous = `${paths.replies(left.friendsThread)}/${left.anonymousReply}`;
    expect((await db.doc(anonymous).get()).get('body')).toBe('Karajan, secretly.');
    expect(
      (await db.doc(paths.replyAuthor(left.friendsThread, left.anonymousReply)).get()).exists,
    ).toBe(false);
    const pollReply = await db.doc(`${paths.pollReplies(left.pollId)}/${left.pollReply}`).get();
    expect(pollReply.get('authorDeleted')).toBe(true);

    // The counts the member was part of are right again; theirs are gone.
    await expect.poll(async () => (await stats(friend)).friendCount).toBe(0);
    expect((await stats(friend)).followerCount).toBe(0);
    expect((await stats(fan)).followingCount).toBe(0);
    await expect
      .poll(async () => (await db.doc(paths.thread(left.friendsThread)).get()).get('reactionCount'))
      .toBe(0);
    await expect
      .poll(async () => (await db.doc(paths.poll(left.pollId)).get()).get('totalVotes'))
      .toBe(0);
    expect((await db.doc(paths.profileStats(member.uid)).get()).exists).toBe(false);
    // Staff's block of the member went (readableDocumentsNaming), and with it from their count.
    expect((await db.doc(paths.memberBookkeeping(staff.uid)).get()).get('blockCount')).toBe(
      (await db.collection(paths.blocks(staff.uid)).get()).size,
    );

    // The sign-in is gone.
    await expect(getAuth(adminApp()).getUser(member.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    await expect(signedInClient(member.email, MEMBER_PASSWORD)).rejects.toThrow();
    expect((await db.doc(paths.deletedMember(member.uid)).get()).get('status')).toBe('deleted');
    await member.close();
  });

  it('refuses an admin, who must be demoted first, and changes nothing', async () => {
    const admin = await newMember('leaving-admin', { admin: true });
    expect(await refusalOf(admin.call('deleteAccount', {}))).toMatchObject({
      code: 'failed-precondition',
      message: ACCOUNT_DELETION_MESSAGES.adminCannotDelete,
    });
    expect((await adminDb().doc(paths.profile(admin.uid)).get()).exists).toBe(true);
    expect((await adminDb().doc(paths.deletedMember(admin.uid)).get()).exists).toBe(false);
    await admin.close();
  });

  it('refuses a session whose password was not entered in the last five minutes', async () => {
    const member = await newMember('stale-session');
    const { projectId, functionsUrl } = stackEndpoints();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      sub: member.uid,
      user_id: member.uid,
      iat: now,
      exp: now + 3600,
      auth_time: now - 3600, // signed in an hour ago: a session left open
    })}.`;
    const response = await fetch(`${functionsUrl}/${projectId}/us-central1/deleteAccount`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: {} }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: {
        status: 'UNAUTHENTICATED',
        message: ACCOUNT_DELETION_MESSAGES.recentSignInRequired,
      },
    });
    expect((await adminDb().doc(paths.profile(member.uid)).get()).exists).toBe(true);
    await member.close();
  });
});

describe('a deletion cut short', () => {
  /**
   * As if an earlier run had stopped long ago, just after writing its marker. (Each step removes
   * only what its queries still find, so where a run stopped changes nothing for the next.)
   */
  async function cutShort(member: Member) {
    await adminDb()
      .doc(paths.deletedMember(member.uid))
      .set({ status: 'deleting', startedAt: Timestamp.fromMillis(Date.now() - 60 * 60 * 1000) });
  }

  it('completes when the member runs it again', async () => {
    const { member } = await activeMember('retry', { friend, fan, staff });
    await cutShort(member);
    expect(await member.call('deleteAccount', {})).toEqual({ deleted: true });
    expect(await readableDocumentsNaming(member.uid)).toEqual([]);
    await expect(getAuth(adminApp()).getUser(member.uid)).rejects.toThrow();
    await member.close();
  });

  it('completes when nobody does, by the quarter-hourly schedule', async () => {
    const { member } = await activeMember('gave-up', { friend, fan, staff });
    await cutShort(member);
    const { functionsUrl } = stackEndpoints();
    const run = await fetch(`${functionsUrl}/_emulator/schedules/finishAccountDeletions/run`, {
      method: 'POST',
    });
    expect(run.status).toBe(200);
    expect(await readableDocumentsNaming(member.uid)).toEqual([]);
    await expect(getAuth(adminApp()).getUser(member.uid)).rejects.toThrow();
    expect((await adminDb().doc(paths.deletedMember(member.uid)).get()).get('status')).toBe(
      'deleted',
    );
    await member.close();
  });
});

describe('a deleted member’s still-valid token', () => {
  it('is refused by every callable that acts for a member, and creates nothing', async () => {
    const { member, friendsThread, pollId } = await activeMember('late', { friend, fan, staff });
    expect(await member.call('deleteAccount', {})).toEqual({ deleted: true });
    // The client still holds an ID token from before the deletion, valid for up to an hour.
    const attempts: Record<string, () => Promise<unknown>> = {
      createThread: () =>
        member.call('createThread', {
          title: 'Back again',
          body: 'Still here?',
          isAnonymous: false,
        }),
      postReply: () =>
        member.call('postReply', {
          threadId: friendsThread,
          parentId: null,
          body: 'Still here.',
          isAnonymous: true,
        }),
      postPollReply: () =>
        member.call('postPollReply', {
          pollId,
          parentId: null,
          body: 'Bach.',
          isAnonymous: false,
        }),
      toggleReaction: () =>
        member.call('toggleReaction', {
          threadId: friendsThread,
          replyId: null,
          reactionType: 'applause',
        }),
      submitReport: () =>
        member.call('submitReport', {
          threadId: friendsThread,
          replyId: null,
          reason: 'spam',
          description: '',
        }),
      recordThreadView: () => member.call('recordThreadView', { threadId: friendsThread }),
      spotifyAuthStart: () => member.call('spotifyAuthStart', {}),
      importListeningHistory: () => member.call('importListeningHistory', importSummary),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      expect({ name, refusal: await refusalOf(attempt()) }).toEqual({
        name,
        refusal: {
          code: 'permission-denied',
          message: ACCOUNT_DELETION_MESSAGES.accountDeleted,
          details: undefined,
        },
      });
    }
    expect(await readableDocumentsNaming(member.uid)).toEqual([]);
    for (const record of [
      paths.streamingAuthorization(member.uid),
      paths.streamingAnalysis(member.uid),
    ])
      expect((await adminDb().doc(record).get()).exists).toBe(false);
    await member.close();
  });

  it('leaves nothing a race wrote after the mark: the schedule sweeps once the token has expired', async () => {
    const member = await newMember('raced');
    expect(await member.call('deleteAccount', {})).toEqual({ deleted: true });
    const marker = adminDb().doc(paths.deletedMember(member.uid));
    expect((await marker.get()).get('sweepAfter')).toBeInstanceOf(Timestamp);

    // What a callable or a write that passed its check just before the mark would leave.
    const late = `${paths.follows}/${followDocId(member.uid, friend.uid)}`;
    await adminDb().doc(late).set({
      followerId: member.uid,
      followingId: friend.uid,
      createdAt: Timestamp.now(),
    });
    await adminDb()
      .doc(paths.profileDetails(member.uid))
      .set({ location: 'Weimar', websiteUrl: '' });
    await settled(late, 1);
    expect(await readableDocumentsNaming(member.uid)).not.toEqual([]);

    // The schedule leaves it while a token could still write, and sweeps once none can.
    const runSchedule = () =>
      fetch(`${stackEndpoints().functionsUrl}/_emulator/schedules/finishAccountDeletions/run`, {
        method: 'POST',
      });
    expect((await runSchedule()).status).toBe(200);
    expect((await adminDb().doc(late).get()).exists).toBe(true);
    await marker.update({ sweepAfter: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await runSchedule()).status).toBe(200);
    await settled(late, 2);
    expect(await readableDocumentsNaming(member.uid)).toEqual([]);
    expect((await stats(friend)).followerCount).toBe(0);
    const swept = await marker.get();
    expect(swept.get('sweptAt')).toBeInstanceOf(Timestamp);
    expect(swept.get('sweepAfter')).toBeUndefined();
    await member.close();
  });
});
