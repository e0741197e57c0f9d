// Staff handle reports through updateReportStatus and deleteReportedContent: the spec's
// transitions only, by admins and moderators only, each change with its reviewer and time, one
// winner when two staff act at once, nothing applied twice, and the reporter told the outcome in
// the spec's words with a link that leads somewhere a member may go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationTarget,
  paths,
  REPORT_HANDLING_MESSAGES,
  type NotificationData,
} from '@salon/domain';
import {
  adminDb,
  newMember,
  refusalOf,
  settled,
  visitorClient,
  type Member,
} from './support/functions-env.js';
import { outcomeOf, reportDoc } from './support/reports.js';

let author: Member;
let reporter: Member;
let secondReporter: Member;
let moderator: Member;
let admin: Member;
let secondAdmin: Member;

beforeAll(async () => {
  [author, reporter, secondReporter, moderator, admin, secondAdmin] = await Promise.all([
    newMember('author'),
    newMember('reporter'),
    newMember('reporter2'),
    newMember('moderator', { role: 'moderator' }),
    newMember('admin', { admin: true }),
    newMember('admin2', { admin: true }),
  ]);
});
afterAll(async () => {
  await Promise.all(
    [author, reporter, secondReporter, moderator, admin, secondAdmin].map((m) => m.close()),
  );
});

async function newThread(title: string) {
  const { threadId } = await author.call('createThread', {
    title,
    body: `A long body about ${title}. `.repeat(8),
    isAnonymous: false,
  });
  return threadId;
}

async function newReply(threadId: string, body = 'Minimalism is just repetition.') {
  const { replyId } = await author.call('postReply', {
    threadId,
    parentId: null,
    body,
    isAnonymous: false,
  });
  return replyId;
}

async function report(by: Member, threadId: string, replyId: string | null = null) {
  const { reportId } = await by.call('submitReport', {
    threadId,
    replyId,
    reason: 'harassment',
    description: 'Unkind',
  });
  await settled(`${paths.reports}/${reportId}`, 1);
  return reportId;
}

const outcomesOf = async (member: Member) =>
  (await adminDb().collection(paths.notifications(member.uid)).get()).docs.filter((doc) =>
    doc.id.startsWith('report_outcome_'),
  ).length;

const targetOf = (notification: Record<string, unknown> | null | undefined) =>
  notificationTarget({ type: 'report', data: notification?.data as NotificationData });

describe('who may handle reports', () => {
  it('refuses visitors and members, and changes nothing', async () => {
    const reportId = await report(reporter, await newThread('Refusals'));
    const visitor = visitorClient();
    expect(
      await refusalOf(visitor.call('updateReportStatus', { reportId, status: 'reviewed' })),
    ).toMatchObject({ code: 'unauthenticated' });
    await visitor.close();
    for (const member of [author, reporter]) {
      expect(
        await refusalOf(member.call('updateReportStatus', { reportId, status: 'dismissed' })),
      ).toEqual({
        code: 'permission-denied',
        message: REPORT_HANDLING_MESSAGES.staffOnly,
        details: undefined,
      });
      expect(await refusalOf(member.call('deleteReportedContent', { reportId }))).toMatchObject({
        code: 'permission-denied',
        message: REPORT_HANDLING_MESSAGES.staffOnly,
      });
    }
    expect(await reportDoc(reportId)).toMatchObject({ status: 'pending', reviewedBy: null });
  });

  it('refuses bad input and unknown reports', async () => {
    const reportId = await report(reporter, await newThread('Bad input'));
    for (const data of [
      { reportId, status: 'resolved' },
      { reportId, status: 'closed' },
      { reportId: '', status: 'reviewed' },
      { reportId, status: 'reviewed', extra: true },
      null,
    ]) {
      expect(await refusalOf(admin.call('updateReportStatus', data))).toMatchObject({
        code: 'invalid-argument',
      });
    }
    expect(await refusalOf(admin.call('deleteReportedContent', { reportId: 'a/b' }))).toMatchObject(
      { code: 'invalid-argument' },
    );
    expect(
      await refusalOf(admin.call('updateReportStatus', { reportId: 'nope', status: 'reviewed' })),
    ).toMatchObject({ code: 'not-found', message: REPORT_HANDLING_MESSAGES.notFound });
    expect(
      await refusalOf(moderator.call('deleteReportedContent', { reportId: 'nope' })),
    ).toMatchObject({ code: 'not-found', message: REPORT_HANDLING_MESSAGES.notFound });
    expect(await reportDoc(reportId)).toMatchObject({ status: 'pending' });
  });
});

describe('a new report', () => {
  it('carries what the admin list shows and tells every staff member, who go to /admin', async () => {
    const threadId = await newThread('Digest');
    const replyId = await newReply(threadId, 'x'.repeat(150));
    const reportId = await report(reporter, threadId, replyId);
    expect(await reportDoc(reportId)).toMatchObject({
      reporterUsername: reporter.username,
      reporterDisplayName: 'reporter',
      contentType: 'reply',
      threadTitle: 'Digest',
      contentPreview: `${'x'.repeat(100)}...`,
    });
    for (const staff of [moderator, admin]) {
      const staffNotification = await adminDb()
        .doc(`${paths.notifications(staff.uid)}/report_${reportId}`)
        .get();
      expect(staffNotification.get('title')).toBe('New Report');
      expect(targetOf(staffNotification.data())).toEqual({ kind: 'admin' });
    }
  });
});

describe('updateReportStatus', () => {
  it('moves pending <-> reviewed, recording reviewer and time each way', async () => {
    const reportId = await report(reporter, await newThread('Review'));
    expect(await moderator.call('updateReportStatus', { reportId, status: 'reviewed' })).toEqual({
      status: 'reviewed',
      changed: true,
    });
    const reviewed = await reportDoc(reportId);
    expect(reviewed).toMatchObject({ status: 'reviewed', reviewedBy: moderator.uid });
    expect(reviewed?.reviewedAt).toBeTruthy();
    expect(await admin.call('updateReportStatus', { reportId, status: 'pending' })).toEqual({
      status: 'pending',
      changed: true,
    });
    expect(await reportDoc(reportId)).toMatchObject({ status: 'pending', reviewedBy: admin.uid });
    expect(await outcomeOf(reporter, reportId)).toBeNull();
  });

  it('dismisses, telling the reporter in the spec’s words with a link to the content', async () => {
    const threadId = await newThread('Dismissal');
    const reportId = await report(reporter, threadId);
    await moderator.call('updateReportStatus', { reportId, status: 'reviewed' });
    expect(await admin.call('updateReportStatus', { reportId, status: 'dismissed' })).toEqual({
      status: 'dismissed',
      changed: true,
    });
    expect(await reportDoc(reportId)).toMatchObject({
      status: 'dismissed',
      reviewedBy: admin.uid,
    });
    const outcome = await outcomeOf(reporter, reportId);
    expect(outcome).toMatchObject({
      userId: reporter.uid,
      type: 'report',
      title: 'Report Status Update',
      message: 'Your report about the discussion "Dismissal" has been reviewed and dismissed.',
      read: false,
      data: { reportId, threadId, contentType: 'thread', action: 'dismissed' },
    });
    expect(targetOf(outcome)).toEqual({ kind: 'thread', threadId });
  });

  it('refuses every move the spec does not have, saying what the report is now', async () => {
    const reportId = await report(reporter, await newThread('Closed'));
    expect(
      await refusalOf(admin.call('updateReportStatus', { reportId, status: 'pending' })),
    ).toMatchObject({ code: 'failed-precondition', message: 'This report is already pending.' });
    await admin.call('updateReportStatus', { reportId, status: 'dismissed' });
    for (const status of ['pending', 'reviewed'] as const) {
      expect(
        await refusalOf(moderator.call('updateReportStatus', { reportId, status })),
      ).toMatchObject({
        code: 'failed-precondition',
        message: 'This report is already dismissed.',
      });
    }
    expect(await refusalOf(admin.call('deleteReportedContent', { reportId }))).toMatchObject({
      code: 'failed-precondition',
      message: 'This report is already dismissed.',
    });
    expect(await reportDoc(reportId)).toMatchObject({ status: 'dismissed', reviewedBy: admin.uid });
  });

  it('answers the caller’s own repeat with changed: false and notifies once', async () => {
    const reportId = await report(reporter, await newThread('Repeat'));
    await admin.call('updateReportStatus', { reportId, status: 'dismissed' });
    const before = await outcomesOf(reporter);
    const reviewedAt = (await reportDoc(reportId))?.reviewedAt as unknown;
    expect(await admin.call('updateReportStatus', { reportId, status: 'dismissed' })).toEqual({
      status: 'dismissed',
      changed: false,
    });
    expect(await outcomesOf(reporter)).toBe(before);
    expect((await reportDoc(reportId))?.reviewedAt).toEqual(reviewedAt);
  });

  it('lets one of two admins dismissing at once win; the other is told, nothing doubles', async () => {
    const reportId = await report(reporter, await newThread('Race'));
    const before = await outcomesOf(reporter);
    const results = await Promise.allSettled([
      admin.call('updateReportStatus', { reportId, status: 'dismissed' }),
      secondAdmin.call('updateReportStatus', { reportId, status: 'dismissed' }),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const winner = results[0].status === 'fulfilled' ? admin : secondAdmin;
    const loser = results.find((result) => result.status === 'rejected');
    expect(await refusalOf(Promise.reject(loser?.reason))).toMatchObject({
      code: 'failed-precondition',
      message: 'This report is already dismissed.',
    });
    expect(await reportDoc(reportId)).toMatchObject({
      status: 'dismissed',
      reviewedBy: winner.uid,
    });
    expect(await outcomesOf(reporter)).toBe(before + 1);
  });
});

describe('deleteReportedContent', () => {
  it('deletes a reply, resolves every open report on it, and tells each reporter', async () => {
    const threadId = await newThread('Minimalism');
    const replyId = await newReply(threadId);
    const otherReplyId = await newReply(threadId, 'Another view');
    const reportId = await report(reporter, threadId, replyId);
    const sameReply = await report(secondReporter, threadId, replyId);
    const otherReply = await report(secondReporter, threadId, otherReplyId);
    await moderator.call('updateReportStatus', { reportId: sameReply, status: 'reviewed' });

    expect(await moderator.call('deleteReportedContent', { reportId })).toEqual({
      deleted: true,
      resolvedReports: 2,
    });
    expect(
      (
        await adminDb()
          .doc(`${paths.replies(threadId)}/${replyId}`)
          .get()
      ).exists,
    ).toBe(false);
    expect((await adminDb().doc(paths.thread(threadId)).get()).exists).toBe(true);
    for (const [id, who] of [
      [reportId, reporter],
      [sameReply, secondReporter],
    ] as const) {
      expect(await reportDoc(id)).toMatchObject({ status: 'resolved', reviewedBy: moderator.uid });
      const outcome = await outcomeOf(who, id);
      expect(outcome).toMatchObject({
        title: 'Report Action Taken',
        message:
          'Your report about the reply "Reply in: Minimalism" has been reviewed and the content has been removed.',
        data: { reportId: id, threadId, replyId, contentType: 'reply', action: 'removed' },
      });
      expect(targetOf(outcome)).toEqual({ kind: 'thread', threadId });
    }
    expect(await reportDoc(otherReply)).toMatchObject({ status: 'pending' });
  });

  it('deletes a thread with the open reports on it and its replies; the link goes to the Salon', async () => {
    const threadId = await newThread('Gone');
    const replyId = await newReply(threadId);
    const reportId = await report(reporter, threadId);
    const onReply = await report(secondReporter, threadId, replyId);
    expect(await admin.call('deleteReportedContent', { reportId })).toEqual({
      deleted: true,
      resolvedReports: 2,
    });
    expect((await adminDb().doc(paths.thread(threadId)).get()).exists).toBe(false);
    expect(await reportDoc(onReply)).toMatchObject({ status: 'resolved', reviewedBy: admin.uid });
    const outcome = await outcomeOf(reporter, reportId);
    expect(outcome).toMatchObject({
      title: 'Report Action Taken',
      message:
        'Your report about the discussion "Gone" has been reviewed and the content has been removed.',
    });
    expect(targetOf(outcome)).toEqual({ kind: 'salon' });
  });

  it('answers the caller’s repeat with nothing done, and refuses a second admin', async () => {
    const threadId = await newThread('Twice');
    const reportId = await report(reporter, threadId);
    await admin.call('deleteReportedContent', { reportId });
    const before = await outcomesOf(reporter);
    expect(await admin.call('deleteReportedContent', { reportId })).toEqual({
      deleted: false,
      resolvedReports: 0,
    });
    expect(await refusalOf(secondAdmin.call('deleteReportedContent', { reportId }))).toMatchObject({
      code: 'failed-precondition',
      message: 'This report is already resolved.',
    });
    expect(
      await refusalOf(secondAdmin.call('updateReportStatus', { reportId, status: 'dismissed' })),
    ).toMatchObject({ code: 'failed-precondition', message: 'This report is already resolved.' });
    expect(await outcomesOf(reporter)).toBe(before);
  });

  it('lets one of a dismissal and a deletion racing on one report win', async () => {
    const threadId = await newThread('Dismiss or delete');
    const reportId = await report(reporter, threadId);
    const results = await Promise.allSettled([
      admin.call('updateReportStatus', { reportId, status: 'dismissed' }),
      secondAdmin.call('deleteReportedContent', { reportId }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const stored = await reportDoc(reportId);
    const threadExists = (await adminDb().doc(paths.thread(threadId)).get()).exists;
    // Either the dismissal won and the thread stands, or the deletion won and it is gone.
    expect(stored?.status === 'dismissed' ? threadExists : !threadExists).toBe(true);
    expect((await outcomeOf(reporter, reportId))?.data).toMatchObject({
      action: stored?.status === 'dismissed' ? 'dismissed' : 'removed',
    });
  });

  it('resolves the reports of content its author removed meanwhile', async () => {
    const threadId = await newThread('Author was quicker');
    const reportId = await report(reporter, threadId);
    await author.call('deleteThread', { threadId });
    expect(await moderator.call('deleteReportedContent', { reportId })).toEqual({
      deleted: false,
      resolvedReports: 1,
    });
    expect(await reportDoc(reportId)).toMatchObject({ status: 'resolved' });
  });
});

describe('repeated reports', () => {
  const reportsOf = async (member: Member, threadId: string) =>
    (
      await adminDb()
        .collection(paths.reports)
        .where('reporterId', '==', member.uid)
        .where('threadId', '==', threadId)
        .get()
    ).docs.map((doc) => doc.id);
  const staffNotificationsOf = async (reportId: string) =>
    (
      await adminDb()
        .doc(`${paths.notifications(admin.uid)}/report_${reportId}`)
        .get()
    ).exists;

  it('file one open report per member and post, telling staff once', async () => {
    const threadId = await newThread('Said twice');
    const first = await report(reporter, threadId);
    const repeats = await Promise.all([1, 2, 3].map(() => report(reporter, threadId)));
    expect(repeats).toEqual([first, first, first]);
    expect(await reportsOf(reporter, threadId)).toEqual([first]);
    expect(await staffNotificationsOf(first)).toBe(true);

    // Another member's report of the same post is their own.
    expect(await report(secondReporter, threadId)).not.toBe(first);
  });

  it('file a new report once the first is closed', async () => {
    const threadId = await newThread('Said again later');
    const first = await report(reporter, threadId);
    await admin.call('updateReportStatus', { reportId: first, status: 'dismissed' });
    const second = await report(reporter, threadId);
    expect(second).not.toBe(first);
    expect((await reportsOf(reporter, threadId)).sort()).toEqual([first, second].sort());
  });
});
