// Badges through the functions as the app and the scheduler reach them: the triggers of what earns
// a badge grant it once however often an event is delivered, no client writes one, members
// choose a featured badge among those they hold, admins grant the staff's badges and revoke any
// (logged), and the backfill grants what members earned before a badge existed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { eventually } from '@salon/emulator/testing';
import { runScheduledFunction } from '@salon/local-stack/stack';
import { BADGE_TOASTS, paths } from '@salon/domain';
import { stackEndpoints } from '../support/stack-endpoints.js';
import {
  adminDb,
  newMember,
  redeliver,
  refusalOf,
  settled,
  storedDocument,
  type Member,
  TRIGGERS,
} from './support/functions-env.js';

let admin: Member;
let moderator: Member;
let members: Member[];

beforeAll(async () => {
  [admin, moderator, ...members] = await Promise.all([
    newMember('badge-admin', { admin: true }),
    newMember('badge-mod', { role: 'moderator' }),
    ...Array.from({ length: 9 }, (_, i) => newMember(`holder${i}`)),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([admin, moderator, ...members].map((member) => member.close()));
});

const member = (index: number) => members[index]!;

async function startDiscussion(author: Member, isAnonymous = false): Promise<string> {
  const { threadId } = await author.call('createThread', {
    title: 'Schubert’s last sonatas',
    body: 'The trill in the bass of the B-flat',
    isAnonymous,
  });
  await settled(paths.thread(threadId), 1);
  return threadId;
}

async function reply(author: Member, threadId: string): Promise<string> {
  const { replyId } = await author.call('postReply', {
    threadId,
    parentId: null,
    body: 'Brendel took the first movement slower than anyone',
    isAnonymous: false,
  });
  await settled(`${paths.replies(threadId)}/${replyId}`, 1);
  return replyId;
}

const heldBy = async (uid: string) =>
  Object.keys(
    ((await adminDb().doc(paths.memberBadges(uid)).get()).get('held') as object | undefined) ?? {},
  ).sort();

const holderCount = async (badgeId: string) =>
  ((await adminDb().doc(paths.badge(badgeId)).get()).get('holderCount') as number | undefined) ?? 0;

const holderRow = async (badgeId: string, uid: string) => {
  const holderKey = (await adminDb().doc(paths.memberBadges(uid)).get()).get('holderKey');
  return (
    await adminDb()
      .doc(paths.badgeHolder(badgeId, holderKey as string))
      .get()
  ).data();
};

const badgeNotifications = async (uid: string) =>
  (
    await adminDb().collection(paths.notifications(uid)).where('type', '==', 'badge').get()
  ).docs.map((notification) => notification.data());

/**
 * Fifty bravos on a new discussion of `author`'s, as countReactions would count them: Bravo!,
 * which no other suite's posts reach, so its count is this suite's to compare.
 */
async function fiftyBravos(author: Member): Promise<string> {
  const threadId = await startDiscussion(author);
  await adminDb()
    .doc(paths.thread(threadId))
    .update({ 'reactionCounts.bravo': 50, reactionCount: 50 });
  await eventually(async () => (await heldBy(author.uid)).includes('bravo'), TRIGGERS);
  return threadId;
}

describe('a badge earned by posting', () => {
  it('is granted once, with its notification and holder row', async () => {
    const poster = member(0);
    const threadId = await startDiscussion(poster);

    expect(await heldBy(poster.uid)).toContain('first-post');
    expect(await badgeNotifications(poster.uid)).toEqual([
      expect.objectContaining({
        title: 'New Badge',
        message: 'You earned the badge First Post',
        data: { badgeId: 'first-post' },
        read: false,
      }),
    ]);
    // A private profile's row does not name its member.
    expect(await holderRow('first-post', poster.uid)).toMatchObject({ memberId: null });

    const grantedAt = (await adminDb().doc(paths.memberBadges(poster.uid)).get()).get(
      'held.first-post.grantedAt',
    );
    await redeliver(
      paths.thread(threadId),
      { before: null, after: await storedDocument(paths.thread(threadId)) },
      1,
    );
    await startDiscussion(poster);

    expect(await badgeNotifications(poster.uid)).toHaveLength(1);
    expect(
      (await adminDb().doc(paths.memberBadges(poster.uid)).get()).get('held.first-post.grantedAt'),
    ).toEqual(grantedAt);
  });

  it('counts once when the event that earned it is delivered twice', async () => {
    const author = member(8);
    const count = await holderCount('bravo');
    const threadId = await startDiscussion(author);
    const path = paths.thread(threadId);
    const before = await storedDocument(path);
    await adminDb().doc(path).update({ 'reactionCounts.bravo': 50, reactionCount: 50 });
    await eventually(async () => (await heldBy(author.uid)).includes('bravo'), TRIGGERS);
    expect(await holderCount('bravo')).toBe(count + 1);

    // The update that reached fifty, again (the host waits for every trigger it runs).
    await redeliver(path, { before, after: await storedDocument(path) }, 1);

    expect(await holderCount('bravo')).toBe(count + 1);
    expect(await badgeNotifications(author.uid)).toHaveLength(2);
  });

  it('is not earned by an anonymous post, which it would name', async () => {
    const poster = member(1);
    await startDiscussion(poster, true);
    expect(await heldBy(poster.uid)).toEqual([]);
  });

  it('counts replies to discussions, and a first reply to a newcomer’s first discussion', async () => {
    const newcomer = member(2);
    const welcomer = member(3);
    const threadId = await startDiscussion(newcomer);
    await reply(welcomer, threadId);
    await reply(member(4), threadId);

    expect(await heldBy(welcomer.uid)).toContain('first-reply');
    const welcome = await adminDb().doc(paths.welcome(threadId)).get();
    expect(welcome.data()).toMatchObject({ memberId: welcomer.uid, newcomerId: newcomer.uid });

    // The newcomer's second discussion is no newcomer's first.
    const second = await startDiscussion(newcomer);
    await reply(member(4), second);
    expect((await adminDb().doc(paths.welcome(second)).get()).exists).toBe(false);
  });

  it('Applauded comes with ten applause on one post, and a deleted post takes nothing back', async () => {
    const author = member(5);
    const threadId = await startDiscussion(author);
    await adminDb()
      .doc(paths.thread(threadId))
      .update({ 'reactionCounts.applause': 10, reactionCount: 10 });
    await settled(paths.thread(threadId), 2);
    expect(await heldBy(author.uid)).toEqual(['applauded', 'first-post']);

    await author.call('deleteThread', { threadId });
    await settled(paths.thread(threadId), 3);
    expect(await heldBy(author.uid)).toEqual(['applauded', 'first-post']);
  });
});

describe('no client writes a badge', () => {
  it('refuses a member’s own record, a count, a holder row and the featured badge on the card', async () => {
    const cheat = member(6);
    const db = cheat.firestore;
    const grantedAt = new Date();
    const attempts = [
      setDoc(doc(db, paths.memberBadges(cheat.uid)), {
        held: { bravo: { grantedAt, grantedBy: null } },
        revoked: {},
        holderKey: 'mine',
        updatedAt: grantedAt,
      }),
      setDoc(doc(db, paths.badge('bravo')), { holderCount: 0 }),
      setDoc(doc(db, paths.badgeHolder('bravo', 'mine')), { memberId: cheat.uid, grantedAt }),
      updateDoc(doc(db, paths.profile(cheat.uid)), { featuredBadge: 'bravo' }),
      deleteDoc(doc(db, paths.badgeHolder('first-post', 'anyone'))),
    ];
    for (const attempt of attempts) {
      await expect(attempt).rejects.toMatchObject({ code: 'permission-denied' });
    }
    expect(await heldBy(cheat.uid)).toEqual([]);
  });
});

describe('the featured badge', () => {
  it('is one the member holds, or none', async () => {
    const shower = member(0);
    expect(await refusalOf(shower.call('featureBadge', { badgeId: 'bravo' }))).toMatchObject({
      code: 'failed-precondition',
      message: BADGE_TOASTS.notHeld.description,
    });
    expect(await refusalOf(shower.call('featureBadge', { badgeId: 'gold-star' }))).toMatchObject({
      code: 'invalid-argument',
    });
    expect(
      (await adminDb().doc(paths.profile(shower.uid)).get()).get('featuredBadge'),
    ).toBeUndefined();

    await shower.call('featureBadge', { badgeId: 'first-post' });
    expect((await adminDb().doc(paths.profile(shower.uid)).get()).get('featuredBadge')).toBe(
      'first-post',
    );
    await shower.call('featureBadge', { badgeId: null });
    expect((await adminDb().doc(paths.profile(shower.uid)).get()).get('featuredBadge')).toBeNull();
  });
});

describe('staff badges', () => {
  const logEntries = async (memberId: string) =>
    (await adminDb().collection(paths.moderationLog).where('memberId', '==', memberId).get()).docs
      .map((entry) => entry.data())
      .filter((entry) => String(entry['action']).startsWith('badge'));

  it('are granted and revoked by admins only, each in the moderation log', async () => {
    const performer = member(7);
    for (const caller of [moderator, performer]) {
      expect(
        await refusalOf(
          caller.call('grantBadge', { memberId: performer.uid, badgeId: 'performer' }),
        ),
      ).toMatchObject({ code: 'permission-denied' });
    }
    expect(
      await refusalOf(admin.call('grantBadge', { memberId: performer.uid, badgeId: 'bravo' })),
    ).toMatchObject({ message: BADGE_TOASTS.notStaffGranted.description });

    await admin.call('grantBadge', { memberId: performer.uid, badgeId: 'performer' });
    expect(await heldBy(performer.uid)).toEqual(['performer']);
    expect(
      await refusalOf(admin.call('grantBadge', { memberId: performer.uid, badgeId: 'performer' })),
    ).toMatchObject({ message: BADGE_TOASTS.alreadyHeld.description });
    await performer.call('featureBadge', { badgeId: 'performer' });

    const count = await holderCount('performer');
    await admin.call('revokeBadge', { memberId: performer.uid, badgeId: 'performer' });
    expect(await heldBy(performer.uid)).toEqual([]);
    expect(await holderCount('performer')).toBe(count - 1);
    expect(
      (await adminDb().doc(paths.profile(performer.uid)).get()).get('featuredBadge'),
    ).toBeNull();
    expect(
      await refusalOf(admin.call('revokeBadge', { memberId: performer.uid, badgeId: 'performer' })),
    ).toMatchObject({ message: BADGE_TOASTS.notHeldByMember.description });

    expect(
      (await logEntries(performer.uid)).map((entry) => [entry['action'], entry['detail']]),
    ).toEqual(
      expect.arrayContaining([
        ['badgeGranted', 'Performer'],
        ['badgeRevoked', 'Performer'],
      ]),
    );
  });

  it('a revoked badge earned by activity is not earned again', async () => {
    const author = member(3);
    expect(await heldBy(author.uid)).toContain('first-reply');
    await admin.call('revokeBadge', { memberId: author.uid, badgeId: 'first-reply' });
    const threadId = await startDiscussion(member(4));
    await reply(author, threadId);
    expect(await heldBy(author.uid)).not.toContain('first-reply');
  });
});

describe('a member turning private or public', () => {
  it('takes their name off their holder rows, and puts it back', async () => {
    const poster = member(0);
    await adminDb().doc(paths.profile(poster.uid)).update({ isPrivate: false });
    await eventually(
      async () => (await holderRow('first-post', poster.uid))?.['memberId'] === poster.uid,
      TRIGGERS,
    );
    await adminDb().doc(paths.profile(poster.uid)).update({ isPrivate: true });
    await eventually(
      async () => (await holderRow('first-post', poster.uid))?.['memberId'] === null,
      TRIGGERS,
    );
  });
});

describe('a deleted account', () => {
  it('leaves no holder row, count or record behind', async () => {
    const leaver = await newMember('badge-leaver');
    await fiftyBravos(leaver);
    const holderKey = (await adminDb().doc(paths.memberBadges(leaver.uid)).get()).get('holderKey');
    const count = await holderCount('bravo');

    expect(await leaver.call('deleteAccount', {})).toEqual({ deleted: true });

    expect((await adminDb().doc(paths.memberBadges(leaver.uid)).get()).exists).toBe(false);
    const row = await adminDb()
      .doc(paths.badgeHolder('bravo', holderKey as string))
      .get();
    expect(row.exists).toBe(false);
    expect(await holderCount('bravo')).toBe(count - 1);
    await leaver.close();
  });
});

describe('the backfill', () => {
  it('grants what a member earned before the badge existed, in a new pass when the catalogue changes', async () => {
    const veteran = member(4);
    // What the member did before badges (discussions, replies, a post with fifty bravos), its
    // badges taken off as if never granted.
    await fiftyBravos(veteran);
    const earned = ['bravo', 'first-post', 'first-reply'];
    expect(await heldBy(veteran.uid)).toEqual(expect.arrayContaining(earned));
    const record = await adminDb().doc(paths.memberBadges(veteran.uid)).get();
    const holderKey = record.get('holderKey') as string;
    const batch = adminDb().batch();
    for (const badgeId of earned) {
      batch.delete(adminDb().doc(paths.badgeHolder(badgeId, holderKey)));
      batch.update(adminDb().doc(paths.badge(badgeId)), { holderCount: FieldValue.increment(-1) });
    }
    batch.delete(record.ref);
    await batch.commit();
    const bravos = await holderCount('bravo');
    // A finished pass over an older catalogue: the schedule starts a new one.
    await adminDb().doc(paths.badgeBackfill).set({
      catalogue: 'an older catalogue',
      after: null,
      membersDone: 3,
      badgesGranted: 1,
      finishedAt: new Date(),
      updatedAt: new Date(),
    });

    await runBackfill();

    expect(await heldBy(veteran.uid)).toEqual(expect.arrayContaining(earned));
    expect(await holderCount('bravo')).toBe(bravos + 1);
    expect(await holderRow('first-reply', veteran.uid)).toMatchObject({ memberId: null });
    const progress = (await adminDb().doc(paths.badgeBackfill).get()).data()!;
    expect(progress['finishedAt']).not.toBeNull();
    expect(progress['catalogue']).not.toBe('an older catalogue');
    expect(progress['membersDone']).toBeGreaterThanOrEqual(members.length);

    // The finished pass does nothing more.
    const granted = progress['badgesGranted'];
    await runBackfill();
    expect((await adminDb().doc(paths.badgeBackfill).get()).get('badgesGranted')).toBe(granted);
  });
});

const runBackfill = () =>
  runScheduledFunction(stackEndpoints().functionsUrl, 'backfillBadges', new Date().toISOString());
