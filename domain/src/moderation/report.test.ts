import { describe, expect, it } from 'vitest';
import {
  isReportReason,
  paths,
  REPORT_REASONS,
  reportDetailsCounter,
  reportReasonLabel,
  reportSchema,
  submitReportInput,
  updateReportStatusInput,
  validateReportDraft,
  type ReportDraft,
} from '../index.js';

const draft: ReportDraft = { threadId: 't1', replyId: null, reason: 'spam', description: '' };

describe('report reasons', () => {
  it('are the six of the spec, with its labels', () => {
    expect(REPORT_REASONS.map((r) => r.label)).toEqual([
      'Spam or unwanted content',
      'Harassment or bullying',
      'Inappropriate content',
      'Misinformation',
      'Copyright violation',
      'Other',
    ]);
    expect(reportReasonLabel('copyright')).toBe('Copyright violation');
    expect(isReportReason('other')).toBe(true);
    expect(isReportReason('Other')).toBe(false);
  });
});

describe('validateReportDraft', () => {
  it('accepts a thread or reply report with up to 300 characters of details', () => {
    expect(validateReportDraft(draft)).toBeNull();
    expect(
      validateReportDraft({ ...draft, replyId: 'r1', description: 'd'.repeat(300) }),
    ).toBeNull();
  });

  it('accepts a picture report', () => {
    const picture = { memberId: 'm1', picture: 'banner', reason: 'spam', description: '' };
    expect(validateReportDraft(picture)).toBeNull();
    expect(validateReportDraft({ ...picture, picture: 'cover' })).toBe(
      'Unable to identify content to report.',
    );
    expect(validateReportDraft({ ...picture, memberId: null })).toBe(
      'Unable to identify content to report.',
    );
  });

  it('needs content to report first', () => {
    expect(validateReportDraft({ ...draft, threadId: null, reason: '' })).toBe(
      'Unable to identify content to report.',
    );
    expect(validateReportDraft({ ...draft, threadId: '', replyId: 'r1' })).toBe(
      'Unable to identify content to report.',
    );
  });

  it('then a reason, then details within 300', () => {
    expect(validateReportDraft({ ...draft, reason: '', description: 'd'.repeat(301) })).toBe(
      'Please select a reason for your report.',
    );
    expect(validateReportDraft({ ...draft, description: 'd'.repeat(301) })).toBe(
      'Please reduce the length of your details.',
    );
  });
});

describe('reportDetailsCounter', () => {
  it('turns amber under 50 remaining', () => {
    expect(reportDetailsCounter('d'.repeat(250))).toMatchObject({
      remaining: 50,
      isNearLimit: false,
    });
    expect(reportDetailsCounter('d'.repeat(251))).toMatchObject({
      remaining: 49,
      isNearLimit: true,
    });
  });
});

describe('report schemas', () => {
  it('store a pending report', () => {
    const report = {
      reporterId: 'u',
      threadId: 't',
      replyId: null,
      reason: 'harassment',
      description: '',
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      createdAt: new Date(),
      reporterUsername: 'fanny',
      reporterDisplayName: 'Fanny',
      contentType: 'thread',
      threadTitle: 'Mahler 9',
      contentPreview: 'The last movement',
      searchKeys: ['ma'],
    };
    expect(reportSchema.safeParse(report).success).toBe(true);
    expect(reportSchema.safeParse({ ...report, reason: 'Harassment or bullying' }).success).toBe(
      false,
    );
    expect(reportSchema.safeParse({ ...report, description: 'd'.repeat(301) }).success).toBe(false);
  });

  it('store a picture report with the URL and names it had', () => {
    const report = {
      reporterId: 'u',
      reason: 'inappropriate',
      description: '',
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      createdAt: new Date(),
      reporterUsername: 'fanny',
      reporterDisplayName: 'Fanny',
      contentType: 'picture',
      memberId: 'm',
      picture: 'avatar',
      pictureUrl: 'https://example.test/s256.webp',
      memberUsername: 'felix',
      memberDisplayName: null,
      searchKeys: ['fe'],
    };
    expect(reportSchema.safeParse(report).success).toBe(true);
    expect(reportSchema.safeParse({ ...report, picture: 'cover' }).success).toBe(false);
    expect(reportSchema.safeParse({ ...report, pictureUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(reportSchema.safeParse({ ...report, threadId: 't' }).success).toBe(false);
  });

  it('let callables resolve only by deleting content', () => {
    expect(updateReportStatusInput.safeParse({ reportId: 'r', status: 'dismissed' }).success).toBe(
      true,
    );
    expect(updateReportStatusInput.safeParse({ reportId: 'r', status: 'resolved' }).success).toBe(
      false,
    );
    expect(
      submitReportInput.parse({ threadId: 't', replyId: null, reason: 'other', description: ' x ' })
        .description,
    ).toBe('x');
  });

  it('key the open-report claim by reporter, then the post or the picture', () => {
    expect(paths.openReportClaim('u', 't', null)).toBe('openReportClaims/u~t~thread');
    expect(paths.openPictureReportClaim('u', 'm', 'avatar')).toBe(
      'openReportClaims/u~picture~m~avatar',
    );
  });

  it('take a picture report naming the member and which picture, nothing else', () => {
    const input = { memberId: 'm', picture: 'avatar', reason: 'spam', description: '' };
    expect(submitReportInput.safeParse(input).success).toBe(true);
    expect(submitReportInput.safeParse({ ...input, picture: 'cover' }).success).toBe(false);
    expect(submitReportInput.safeParse({ ...input, threadId: 't' }).success).toBe(false);
    expect(submitReportInput.safeParse({ ...input, memberId: 'a/b' }).success).toBe(false);
  });
});
