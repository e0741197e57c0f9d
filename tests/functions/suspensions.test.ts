// Suspensions and the moderation log through the callables: who may suspend whom and
// for how long, a suspended member's every callable refused with the end (while reading and
// deleting the account still work), a lift, a suspension whose end has passed refusing nothing,
// and every staff action written to the log by the function that did it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { paths, SUSPENSION_MESSAGES, type ModerationAction } from '@salon/domain';
import { adminDb, newMember, refusalOf, settled, type Member } from './support/functions-env.js';

let admin: Member;
let secondAdmin: Member;
let moderator: Member;
let secondModerator: Member;
let member: Member;
let reporter: Member;

beforeAll(async () => {
  [admin, secondAdmin, moderator, secondModerator, member, reporter] = await Promise.all([
    newMember('admin', { admin: true }),
    newMember('admin2', { admin: true }),
    newMember('moderator', { role: 'moderator' }),
    newMember('moderator2', { role: 'moderator' }),
    newMember('member'),
    newMember('reporter'),
  ]);
});
afterAll(async () => {
  await Promise.all(
    [admin, secondAdmin, moderator, secondModerator, member, reporter].map((m) => m.close()),
  );
});

const rolesOf = async (uid: string) =>
  (await adminDb().doc(`${paths.userRoles}/${uid}`).get()).data() ?? null;

/** The log entries `actor` wrote with `action`, newest first. */
async function logged(actor: Member, action: ModerationAction) {
  const snapshot = await adminDb()
    .collection(paths.moderationLog)
    .where('actorId', '==', actor.uid)
    .where('action', '==', action)
    .get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis());
}

const newThread = (by: Member, title: string, isAnonymous = false) =>
  by
    .call('createThread', { title, body: `All about ${title}. `.repeat(6), isAnonymous })
    .then(({ threadId }) => threadId);

/** A report of a new thread by `author`, once submitReport's digest has landed. */
async function reportedThreadBy(author: Member, isAnonymous: boolean): Promise<string> {
  const threadId = await newThread(author, `Reported ${author.uid}`, isAnonymous);
  const { reportId } = await reporter.call('submitReport', {
    threadId,
    replyId: null,
    reason: 'harassment',
    description: '',
  });
  await settled(`${paths.reports}/${reportId}`, 1);
  return reportId;
}

/** Lets every member go again: the suites below each start from no suspension. */
const clearSuspension = (uid: string) =>
  adminDb()
    .doc(`${paths.userRoles}/${uid}`)
    .set({ suspension: FieldValue.delete() }, { merge: true });

describe('suspendMember', () => {
  it('lets an admin suspend a member, whose every callable is then refused with the end', async () => {
    const threadId = await newThread(member, 'Before the suspension');
    const { suspendedUntil } = await admin.call('suspendMember', {
      memberId: member.uid,
      duration: '7d',
      reason: 'Repeated spam',
    });
    const stored = (await rolesOf(member.uid))?.suspension;
    expect(stored).toMatchObject({ reason: 'Repeated spam', suspendedBy: admin.uid });
    expect(stored.until.toMillis()).toBe(suspendedUntil);

    const refusals = await Promise.all([
      refusalOf(
        member.call('createThread', { title: 'Spam', body: 'x'.repeat(40), isAnonymous: false }),
      ),
      refusalOf(
        member.call('postReply', { threadId, parentId: null, body: 'More', isAnonymous: false }),
      ),
      refusalOf(member.call('toggleReaction', { threadId, replyId: null, reactionType: 'bravo' })),
      refusalOf(
        member.call('submitReport', { threadId, replyId: null, reason: 'spam', description: '' }),
      ),
      refusalOf(member.call('editThread', { threadId, title: 'Edited', body: 'y'.repeat(40) })),
      refusalOf(member.call('deleteThread', { threadId })),
      refusalOf(member.call('removeProfilePicture', { kind: 'avatar' })),
    ]);
    for (const refusal of refusals) {
      expect(refusal.code).toBe('permission-denied');
      expect(refusal.message).toMatch(/^Your account is suspended until .+ UTC\.$/);
      expect(refusal.details).toMatchObject({
        title: 'Account Suspended',
        suspendedUntil,
      });
    }
    // Nothing changed: the thread stands as it was.
    expect((await adminDb().doc(paths.thread(threadId)).get()).get('title')).toBe(
      'Before the suspension',
    );
    // Reading stays open: a view counts.
    await expect(member.call('recordThreadView', { threadId })).resolves.toBeDefined();

    const [entry] = await logged(admin, 'suspension');
    expect(entry).toMatchObject({
      memberId: member.uid,
      memberName: `@${member.username}`,
      actorName: `@${admin.username}`,
      scope: 'admin',
      reason: 'Repeated spam',
      reportId: null,
    });
    expect(entry?.detail).toMatch(/^Until /);
    await clearSuspension(member.uid);
  });

  it('bans for good, with its own wording', async () => {
    const { suspendedUntil } = await admin.call('suspendMember', {
      memberId: member.uid,
      duration: 'permanent',
      reason: 'Threats',
    });
    expect(suspendedUntil).toBeNull();
    const refusal = await refusalOf(
      member.call('createThread', { title: 'Back', body: 'z'.repeat(40), isAnonymous: false }),
    );
    expect(refusal.message).toBe('Your account is suspended permanently.');
    expect(refusal.details).toMatchObject({ suspendedUntil: null });
    await clearSuspension(member.uid);
  });

  it('refuses a moderator’s 30-day suspension and ban, and allows 7 days', async () => {
    for (const duration of ['30d', 'permanent'] as const) {
      expect(
        await refusalOf(
          moderator.call('suspendMember', { memberId: member.uid, duration, reason: 'Spam' }),
        ),
      ).toMatchObject({ code: 'permission-denied', message: SUSPENSION_MESSAGES.moderatorLimit });
    }
    expect((await rolesOf(member.uid))?.suspension).toBeUndefined();
    await moderator.call('suspendMember', { memberId: member.uid, duration: '7d', reason: 'Spam' });
    expect((await rolesOf(member.uid))?.suspension?.suspendedBy).toBe(moderator.uid);
    await clearSuspension(member.uid);
  });

  it('refuses suspending oneself, an admin, or (for a moderator) another moderator', async () => {
    expect(
      await refusalOf(
        moderator.call('suspendMember', { memberId: moderator.uid, duration: '1d', reason: 'Me' }),
      ),
    ).toMatchObject({ code: 'failed-precondition', message: SUSPENSION_MESSAGES.self });
    expect(
      await refusalOf(
        admin.call('suspendMember', { memberId: admin.uid, duration: '1d', reason: 'Me' }),
      ),
    ).toMatchObject({ message: SUSPENSION_MESSAGES.self });
    expect(
      await refusalOf(
        admin.call('suspendMember', { memberId: secondAdmin.uid, duration: '1d', reason: 'x' }),
      ),
    ).toMatchObject({ code: 'permission-denied', message: SUSPENSION_MESSAGES.admin });
    expect(
      await refusalOf(
        moderator.call('suspendMember', {
          memberId: secondModerator.uid,
          duration: '1d',
          reason: 'x',
        }),
      ),
    ).toMatchObject({ code: 'permission-denied', message: SUSPENSION_MESSAGES.moderatorTarget });
    expect(
      await refusalOf(
        member.call('suspendMember', { memberId: reporter.uid, duration: '1d', reason: 'x' }),
      ),
    ).toMatchObject({ code: 'permission-denied', message: SUSPENSION_MESSAGES.staffOnly });
    expect(
      await refusalOf(
        admin.call('suspendMember', { memberId: member.uid, duration: '1d', reason: '  ' }),
      ),
    ).toMatchObject({
      code: 'invalid-argument',
      message: `reason: ${SUSPENSION_MESSAGES.reasonRequired}`,
    });
    for (const uid of [admin.uid, secondAdmin.uid, moderator.uid, secondModerator.uid]) {
      expect((await rolesOf(uid))?.suspension).toBeUndefined();
    }
  });

  it('never shortens a suspension in force', async () => {
    await admin.call('suspendMember', { memberId: member.uid, duration: '30d', reason: 'Spam' });
    const refusal = await refusalOf(
      moderator.call('suspendMember', { memberId: member.uid, duration: '1d', reason: 'Less' }),
    );
    expect(refusal.code).toBe('failed-precondition');
    expect(refusal.message).toMatch(/^This member is already suspended until /);
    expect((await rolesOf(member.uid))?.suspension?.reason).toBe('Spam');
    await clearSuspension(member.uid);
  });

  it('suspends the author of a reported anonymous post without naming them to the moderator', async () => {
    const reportId = await reportedThreadBy(member, true);
    const answer = await moderator.call('suspendMember', {
      reportId,
      duration: '1d',
      reason: 'Harassment',
    });
    expect(Object.keys(answer)).toEqual(['suspendedUntil']);
    expect((await rolesOf(member.uid))?.suspension?.reason).toBe('Harassment');
    const [entry] = await logged(moderator, 'suspension');
    // Admins read it (it names the author); moderators read report handling only.
    expect(entry).toMatchObject({ memberId: member.uid, reportId, scope: 'admin' });
    await clearSuspension(member.uid);
  });

  it('tells a moderator nothing of an anonymous author through a refusal; admins read why', async () => {
    const suspendFrom = (staff: Member, reportId: string) =>
      refusalOf(staff.call('suspendMember', { reportId, duration: '1d', reason: 'Harassment' }));
    const anonymousReports = [
      await reportedThreadBy(admin, true),
      await reportedThreadBy(secondModerator, true),
      await reportedThreadBy(member, true),
    ];
    await admin.call('suspendMember', { memberId: member.uid, duration: '30d', reason: 'Spam' });

    // An admin, another moderator, a member suspended for longer: one answer for all three.
    for (const reportId of anonymousReports) {
      const refusal = await suspendFrom(moderator, reportId);
      expect(refusal).toMatchObject({
        code: 'failed-precondition',
        message: SUSPENSION_MESSAGES.anonymousAuthor,
      });
    }
    // Named posts say why, and so do anonymous ones to an admin, who may read their author.
    expect((await suspendFrom(moderator, await reportedThreadBy(admin, false))).message).toBe(
      SUSPENSION_MESSAGES.admin,
    );
    expect((await suspendFrom(admin, await reportedThreadBy(secondAdmin, true))).message).toBe(
      SUSPENSION_MESSAGES.admin,
    );
    expect((await rolesOf(member.uid))?.suspension?.reason).toBe('Spam');
    expect((await rolesOf(secondModerator.uid))?.suspension).toBeUndefined();
    await clearSuspension(member.uid);
  });
});

describe('a suspension', () => {
  it('ends by itself: once its end has passed the member writes again', async () => {
    await adminDb()
      .doc(`${paths.userRoles}/${member.uid}`)
      .set(
        {
          suspension: {
            until: new Date(Date.now() - 1000),
            reason: 'Over',
            suspendedBy: admin.uid,
            suspendedAt: new Date(Date.now() - 2000),
          },
        },
        { merge: true },
      );
    await expect(newThread(member, 'After the end')).resolves.toEqual(expect.any(String));
    await clearSuspension(member.uid);
  });

  it('is lifted early by admins only, and logged', async () => {
    await admin.call('suspendMember', { memberId: member.uid, duration: '1d', reason: 'Spam' });
    expect(
      await refusalOf(moderator.call('liftSuspension', { memberId: member.uid, reason: '' })),
    ).toMatchObject({ code: 'permission-denied', message: SUSPENSION_MESSAGES.liftAdminOnly });
    expect(
      await secondAdmin.call('liftSuspension', { memberId: member.uid, reason: 'Apologised' }),
    ).toEqual({ lifted: true });
    expect((await rolesOf(member.uid))?.suspension).toBeUndefined();
    await expect(newThread(member, 'After the lift')).resolves.toEqual(expect.any(String));
    // A second lift finds nothing in force and logs nothing.
    expect(await secondAdmin.call('liftSuspension', { memberId: member.uid, reason: '' })).toEqual({
      lifted: false,
    });
    const lifts = await logged(secondAdmin, 'suspensionLift');
    expect(lifts).toHaveLength(1);
    expect(lifts[0]).toMatchObject({ memberId: member.uid, reason: 'Apologised', scope: 'admin' });
  });

  it('leaves deleting the account open', async () => {
    const leaving = await newMember('leaving');
    await admin.call('suspendMember', { memberId: leaving.uid, duration: '1d', reason: 'Spam' });
    expect(await leaving.call('deleteAccount', {})).toEqual({ deleted: true });
    await leaving.close();
  });
});

describe('the moderation log', () => {
  it('records a role change, with the old and new role', async () => {
    const promoted = await newMember('promoted');
    await admin.call('setUserRole', { userId: promoted.uid, role: 'moderator' });
    const [entry] = await logged(admin, 'roleChange');
    expect(entry).toMatchObject({
      memberId: promoted.uid,
      detail: 'user to moderator',
      scope: 'admin',
    });
    await promoted.close();
  });

  it('records report handling for staff to read, and an admin’s deletions outside reports', async () => {
    const threadId = await newThread(member, 'Reported discussion');
    const { reportId } = await reporter.call('submitReport', {
      threadId,
      replyId: null,
      reason: 'spam',
      description: '',
    });
    await settled(`${paths.reports}/${reportId}`, 1);
    await moderator.call('updateReportStatus', { reportId, status: 'reviewed' });
    await moderator.call('deleteReportedContent', { reportId });
    const [status] = await logged(moderator, 'reportStatus');
    expect(status).toMatchObject({
      reportId,
      target: 'Reported discussion',
      detail: 'pending to reviewed',
      scope: 'reports',
      memberId: null,
    });
    const [deletion] = await logged(moderator, 'contentDeletion');
    expect(deletion).toMatchObject({
      reportId,
      target: 'Reported discussion',
      memberId: member.uid,
      detail: '1 report resolved',
      scope: 'reports',
    });

    const other = await newThread(member, 'Deleted by an admin');
    const { replyId } = await member.call('postReply', {
      threadId: other,
      parentId: null,
      body: 'A reply to remove',
      isAnonymous: false,
    });
    await admin.call('deleteReply', { threadId: other, replyId });
    await admin.call('deleteThread', { threadId: other });
    const deletions = await logged(admin, 'contentDeletion');
    expect(deletions.map((entry) => entry.target)).toEqual(
      expect.arrayContaining(['Deleted by an admin', 'Reply in: Deleted by an admin']),
    );
    expect(deletions.every((entry) => entry.scope === 'admin' && entry.reportId === null)).toBe(
      true,
    );
  });

  it('records an admin’s deletion of another’s poll reply', async () => {
    // A poll of this file's own, closed, so no other suite's open poll changes.
    const pollId = `log-poll-${Date.now()}`;
    await adminDb().doc(paths.poll(pollId)).set({
      title: 'Which Brahms symphony?',
      description: '',
      isActive: false,
      voteCounts: {},
      createdAt: new Date(),
    });
    const { replyId } = await member.call('postPollReply', {
      pollId,
      parentId: null,
      body: 'The fourth, of course.',
      isAnonymous: false,
    });
    await admin.call('deletePollReply', { pollId, replyId });
    expect(await logged(admin, 'contentDeletion')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          target: 'Reply in: Which Brahms symphony?',
          memberId: member.uid,
          scope: 'admin',
        }),
      ]),
    );
  });

  it('records an admin opening and closing a poll, once however often it is closed', async () => {
    const title = `Logged poll ${Date.now()}`;
    const { pollId } = await admin.call('createPoll', {
      title,
      description: '',
      options: ['Brahms', 'Bruckner'],
    });
    expect(await admin.call('closePoll', { pollId })).toEqual({ closed: true });
    expect(await admin.call('closePoll', { pollId })).toEqual({ closed: false });
    for (const action of ['pollOpened', 'pollClosed'] as const) {
      const entries = (await logged(admin, action)).filter((entry) => entry.target === title);
      expect(entries).toEqual([
        expect.objectContaining({ memberId: null, reportId: null, scope: 'admin' }),
      ]);
    }
  });

  it('does not record a member deleting their own post', async () => {
    const own = await newThread(admin, 'An admin’s own discussion');
    const before = (await logged(admin, 'contentDeletion')).length;
    await admin.call('deleteThread', { threadId: own });
    expect(await logged(admin, 'contentDeletion')).toHaveLength(before);
  });
});
