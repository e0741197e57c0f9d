// A member's avatar or banner as a report target: submitReport files a picture report
// with the picture's URL and its member's names, once per member and picture while it is open,
// and refuses a missing member, a missing or unseen picture and one's own; staff dismiss it as a
// post's, or "Remove picture": the served files are deleted, the URL cleared, every open report
// on the picture resolved and each reporter told, the notification leading to the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationTarget,
  paths,
  picturePaths,
  PROFILE_TEXTS,
  REPORT_MESSAGES,
  type NotificationData,
  type PictureKind,
} from '@salon/domain';
import { adminDb, newMember, refusalOf, settled, type Member } from './support/functions-env.js';
import { outcomeOf, reportDoc } from './support/reports.js';
import { avatarOf, filesUnder, jpegBlob, photo, upload } from './support/pictures.js';

const REPORT_OWN_CONTENT = 'You cannot report your own content.';

let pictured: Member;
let reporter: Member;
let secondReporter: Member;
let moderator: Member;
let admin: Member;

beforeAll(async () => {
  [pictured, reporter, secondReporter, moderator, admin] = await Promise.all([
    newMember('pictured'),
    newMember('pic-reporter'),
    newMember('pic-reporter2'),
    newMember('pic-moderator', { role: 'moderator' }),
    newMember('pic-admin', { admin: true }),
  ]);
});
afterAll(async () => {
  await Promise.all(
    [pictured, reporter, secondReporter, moderator, admin].map((member) => member.close()),
  );
});

async function reportPicture(by: Member, of: Member, picture: PictureKind = 'avatar') {
  const { reportId } = await by.call('submitReport', {
    memberId: of.uid,
    picture,
    reason: 'inappropriate',
    description: 'Not for a music forum',
  });
  await settled(`${paths.reports}/${reportId}`, 1);
  return reportId;
}

const bannerUrlOf = async (member: Member) =>
  ((await adminDb().doc(paths.profileBanner(member.uid)).get()).get('url') as string | undefined) ??
  null;

const targetOf = (notification: Record<string, unknown> | null | undefined) =>
  notificationTarget({ type: 'report', data: notification?.data as NotificationData });

describe('reporting a picture', () => {
  it('files a report naming the member, the picture and its URL, and tells staff', async () => {
    const member = await newMember('pic-filed');
    await upload(member, 'avatar', jpegBlob(await photo('#335577')));
    const avatar = await avatarOf(member);
    const reportId = await reportPicture(reporter, member);
    expect(await reportDoc(reportId)).toMatchObject({
      reporterId: reporter.uid,
      contentType: 'picture',
      memberId: member.uid,
      picture: 'avatar',
      pictureUrl: avatar!.s256,
      memberUsername: member.username,
      reason: 'inappropriate',
      status: 'pending',
    });
    const keys = (await reportDoc(reportId))!['searchKeys'] as string[];
    expect(keys).toContain(member.username);
    expect(keys).toContain(reporter.username);
    const told = await adminDb()
      .doc(`${paths.notifications(moderator.uid)}/report_${reportId}`)
      .get();
    expect(told.get('message')).toBe(
      `${reporter.username} reported the profile picture of @${member.username}`,
    );
    expect(targetOf(told.data())).toEqual({ kind: 'admin' });

    // One open report per member and picture: the repeat answers with the first.
    const again = await reporter.call('submitReport', {
      memberId: member.uid,
      picture: 'avatar',
      reason: 'spam',
      description: '',
    });
    expect(again).toEqual({ reportId });
    const filed = await adminDb()
      .collection(paths.reports)
      .where('memberId', '==', member.uid)
      .get();
    expect(filed.size).toBe(1);
    await member.close();
  });

  it('refuses one’s own picture, a missing picture or member, and bad input, filing nothing', async () => {
    const member = await newMember('pic-refused');
    await upload(member, 'avatar', jpegBlob(await photo('#775533')));
    const before = await adminDb()
      .collection(paths.reports)
      .where('memberId', '==', member.uid)
      .get();
    expect(
      await refusalOf(
        member.call('submitReport', {
          memberId: member.uid,
          picture: 'avatar',
          reason: 'spam',
          description: '',
        }),
      ),
    ).toMatchObject({ code: 'permission-denied', message: REPORT_OWN_CONTENT });
    expect(
      await refusalOf(
        reporter.call('submitReport', {
          memberId: member.uid,
          picture: 'banner',
          reason: 'spam',
          description: '',
        }),
      ),
    ).toMatchObject({ code: 'not-found', message: REPORT_MESSAGES.pictureNotFound });
    expect(
      await refusalOf(
        reporter.call('submitReport', {
          memberId: 'no-such-member',
          picture: 'avatar',
          reason: 'spam',
          description: '',
        }),
      ),
    ).toMatchObject({ code: 'not-found', message: PROFILE_TEXTS.notFoundDescription });
    for (const data of [
      { memberId: member.uid, picture: 'cover', reason: 'spam', description: '' },
      { memberId: '', picture: 'avatar', reason: 'spam', description: '' },
    ]) {
      expect(await refusalOf(reporter.call('submitReport', data))).toMatchObject({
        code: 'invalid-argument',
        message: 'Unable to identify content to report.',
      });
    }
    expect(
      await refusalOf(
        reporter.call('submitReport', {
          memberId: member.uid,
          picture: 'avatar',
          reason: 'spam',
          description: '',
          threadId: 't',
        }),
      ),
    ).toMatchObject({ code: 'invalid-argument' });
    const after = await adminDb()
      .collection(paths.reports)
      .where('memberId', '==', member.uid)
      .get();
    expect(after.size).toBe(before.size);
    expect(after.size).toBe(0);
    await member.close();
  });

  it('answers a private member’s banner as missing to a stranger', async () => {
    const member = await newMember('pic-private');
    await upload(member, 'banner', jpegBlob(await photo('#553377')));
    await adminDb().doc(paths.profile(member.uid)).update({ isPrivate: true });
    expect(
      await refusalOf(
        reporter.call('submitReport', {
          memberId: member.uid,
          picture: 'banner',
          reason: 'spam',
          description: '',
        }),
      ),
    ).toMatchObject({ code: 'not-found', message: REPORT_MESSAGES.pictureNotFound });
    await adminDb().doc(paths.profile(member.uid)).update({ isPrivate: false });
    await expect(reportPicture(reporter, member, 'banner')).resolves.toEqual(expect.any(String));
    await member.close();
  });
});

describe('Remove picture', () => {
  it('deletes the files, clears the URL, resolves every open report on it and tells each reporter', async () => {
    await upload(pictured, 'avatar', jpegBlob(await photo('#aa3355')));
    const first = await reportPicture(reporter, pictured);
    const second = await reportPicture(secondReporter, pictured);
    expect(await filesUnder(`${picturePaths.served(pictured.uid, 'avatar')}/`)).toHaveLength(3);

    expect(await moderator.call('deleteReportedContent', { reportId: first })).toEqual({
      deleted: true,
      resolvedReports: 2,
    });
    expect(await filesUnder(`${picturePaths.served(pictured.uid, 'avatar')}/`)).toEqual([]);
    expect(await avatarOf(pictured)).toBeNull();
    expect((await adminDb().doc(paths.profile(pictured.uid)).get()).exists).toBe(true);
    // The removal is on record for staff.
    const logged = await adminDb()
      .collection(paths.moderationLog)
      .where('reportId', '==', first)
      .get();
    expect(logged.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        actorId: moderator.uid,
        action: 'pictureRemoval',
        scope: 'reports',
        memberId: pictured.uid,
        target: `Profile picture of @${pictured.username}`,
        detail: '2 reports resolved',
      }),
    ]);
    for (const [member, reportId] of [
      [reporter, first],
      [secondReporter, second],
    ] as const) {
      expect(await reportDoc(reportId)).toMatchObject({
        status: 'resolved',
        reviewedBy: moderator.uid,
      });
      const outcome = await outcomeOf(member, reportId);
      expect(outcome).toMatchObject({
        type: 'report',
        title: 'Report Action Taken',
        message: `Your report about the profile picture of @${pictured.username} has been reviewed and the content has been removed.`,
        data: { reportId, contentType: 'picture', memberId: pictured.uid, action: 'removed' },
      });
      expect(targetOf(outcome)).toEqual({ kind: 'profile', userId: pictured.uid });
    }
    // The caller's retry changes nothing; another staff member is told it is done.
    expect(await moderator.call('deleteReportedContent', { reportId: first })).toEqual({
      deleted: false,
      resolvedReports: 0,
    });
    expect(
      await refusalOf(admin.call('deleteReportedContent', { reportId: second })),
    ).toMatchObject({ code: 'failed-precondition', message: 'This report is already resolved.' });
  });

  it('removes a banner: its files and its section', async () => {
    const member = await newMember('pic-banner');
    // A public profile: its banner is for everyone to see (and report).
    await adminDb().doc(paths.profile(member.uid)).update({ isPrivate: false });
    await upload(member, 'banner', jpegBlob(await photo('#225533')));
    const reportId = await reportPicture(reporter, member, 'banner');
    expect(await admin.call('deleteReportedContent', { reportId })).toEqual({
      deleted: true,
      resolvedReports: 1,
    });
    expect(await filesUnder(`${picturePaths.served(member.uid, 'banner')}/`)).toEqual([]);
    expect(await bannerUrlOf(member)).toBeNull();
    expect((await outcomeOf(reporter, reportId))?.['message']).toBe(
      `Your report about the banner of @${member.username} has been reviewed and the content has been removed.`,
    );
    await member.close();
  });

  it('leaves a picture nobody reported: one uploaded since stays, its reports are kept', async () => {
    const member = await newMember('pic-replaced');
    await upload(member, 'avatar', jpegBlob(await photo('#113355')));
    const onOld = await reportPicture(reporter, member);
    await upload(member, 'avatar', jpegBlob(await photo('#551133')));
    const current = await avatarOf(member);
    const onNew = await reportPicture(secondReporter, member);
    expect(await moderator.call('deleteReportedContent', { reportId: onOld })).toEqual({
      deleted: false,
      resolvedReports: 1,
    });
    expect(await avatarOf(member)).toEqual(current);
    expect((await fetch(current!.s96)).status).toBe(200);
    expect(await reportDoc(onNew)).toMatchObject({ status: 'pending' });
    await member.close();
  });
});

describe('dismissing a picture report', () => {
  it('keeps the picture and tells the reporter, leading to the profile', async () => {
    const member = await newMember('pic-dismissed');
    await upload(member, 'avatar', jpegBlob(await photo('#557711')));
    const avatar = await avatarOf(member);
    const reportId = await reportPicture(reporter, member);
    expect(await moderator.call('updateReportStatus', { reportId, status: 'dismissed' })).toEqual({
      status: 'dismissed',
      changed: true,
    });
    expect(await avatarOf(member)).toEqual(avatar);
    const outcome = await outcomeOf(reporter, reportId);
    expect(outcome).toMatchObject({
      title: 'Report Status Update',
      message: `Your report about the profile picture of @${member.username} has been reviewed and dismissed.`,
    });
    expect(targetOf(outcome)).toEqual({ kind: 'profile', userId: member.uid });
    await member.close();
  });
});
