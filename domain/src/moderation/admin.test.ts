import { describe, expect, it } from 'vitest';
import {
  canChangeReportStatus,
  contentDeletedToast,
  deleteReportedContentConfirmation,
  isOpenReport,
  matchesReportSearch,
  pictureOwnerName,
  REPORT_STATUSES,
  reportedContentPreview,
  reportedContentTitle,
  reportOutcomeNotification,
  reportUpdatedToast,
  reviewToggle,
  setUserRoleInput,
} from '../index.js';

describe('report status', () => {
  it('lists only pending and reviewed reports', () => {
    expect(REPORT_STATUSES.filter(isOpenReport)).toEqual(['pending', 'reviewed']);
  });

  it('allows exactly the spec transitions', () => {
    const allowed = REPORT_STATUSES.flatMap((from) =>
      REPORT_STATUSES.filter((to) => canChangeReportStatus(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'pending>reviewed',
      'pending>dismissed',
      'pending>resolved',
      'reviewed>pending',
      'reviewed>dismissed',
      'reviewed>resolved',
    ]);
  });

  it('labels the review toggle', () => {
    expect(reviewToggle('pending')).toEqual({ label: 'Mark In Review', next: 'reviewed' });
    expect(reviewToggle('reviewed')).toEqual({ label: 'Remove Review', next: 'pending' });
  });
});

describe('report outcome notifications', () => {
  it('word a dismissed thread report', () => {
    expect(reportOutcomeNotification('dismissed', { kind: 'thread', title: 'Karajan' })).toEqual({
      title: 'Report Status Update',
      message: 'Your report about the discussion "Karajan" has been reviewed and dismissed.',
    });
  });

  it('word a removed reply', () => {
    expect(reportOutcomeNotification('removed', { kind: 'reply', threadTitle: 'Karajan' })).toEqual(
      {
        title: 'Report Action Taken',
        message:
          'Your report about the reply "Reply in: Karajan" has been reviewed and the content has been removed.',
      },
    );
    expect(reportedContentTitle({ kind: 'reply', threadTitle: 'T' })).toBe('Reply in: T');
  });

  it('name a reported picture by whose it is', () => {
    expect(reportedContentTitle({ kind: 'picture', picture: 'avatar', member: '@felix' })).toBe(
      'Profile picture of @felix',
    );
    expect(reportedContentTitle({ kind: 'picture', picture: 'banner', member: '@felix' })).toBe(
      'Banner of @felix',
    );
    expect(pictureOwnerName({ username: 'felix', displayName: 'Felix' })).toBe('@felix');
    expect(pictureOwnerName({ username: null, displayName: 'Felix' })).toBe('Felix');
    expect(pictureOwnerName({ username: '', displayName: '' })).toBe('a member');
  });
});

describe('admin texts', () => {
  it('confirm deletion per kind', () => {
    expect(deleteReportedContentConfirmation('thread')).toBe(
      'This will permanently delete the reported discussion and mark the report as resolved. This action cannot be undone.',
    );
    expect(deleteReportedContentConfirmation('reply')).toContain('the reported reply and');
    expect(contentDeletedToast('reply')).toEqual({
      title: 'Content Deleted',
      description: 'The reported reply has been removed.',
    });
    expect(contentDeletedToast('thread').description).toContain('discussion');
    expect(deleteReportedContentConfirmation('picture')).toBe(
      'This will permanently remove the reported picture and mark the report as resolved. This action cannot be undone.',
    );
    expect(contentDeletedToast('picture').description).toBe(
      'The reported picture has been removed.',
    );
  });

  it('toast status changes and cut previews at 100', () => {
    expect(reportUpdatedToast('dismissed')).toEqual({
      title: 'Report Updated',
      description: 'Report status changed to dismissed.',
    });
    expect(reportedContentPreview('p'.repeat(101))).toBe(`${'p'.repeat(100)}...`);
  });

  it('search reports by reason, reporter or subject (thread title, pictured member)', () => {
    const report = {
      reasonLabel: 'Misinformation',
      reporterUsername: null,
      subject: 'Mahler 9',
    };
    expect(matchesReportSearch(report, 'MAHLER')).toBe(true);
    expect(matchesReportSearch(report, 'misinfo')).toBe(true);
    expect(matchesReportSearch(report, 'clara')).toBe(false);
    expect(matchesReportSearch({ ...report, reporterUsername: 'clara' }, 'clara')).toBe(true);
    expect(matchesReportSearch(report, '  ')).toBe(true);
    expect(matchesReportSearch({ ...report, subject: 'felix' }, 'FEL')).toBe(true);
  });

  it('validate role changes', () => {
    expect(setUserRoleInput.safeParse({ userId: 'u', role: 'moderator' }).success).toBe(true);
    expect(setUserRoleInput.safeParse({ userId: 'u', role: 'owner' }).success).toBe(false);
  });
});
