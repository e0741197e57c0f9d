import { describe, expect, it } from 'vitest';
import { matchesReportSearch, reportSchema } from '@salon/domain';
import { reportRowOf } from './reports';

/** A report as the list reads it: a stored document its schema accepts. */
function reportDoc(id: string, data: Record<string, unknown>) {
  return { ...reportSchema.parse(data), id };
}

const common = {
  reporterId: 'uid-lili',
  reason: 'copyright',
  description: 'A sleeve photo',
  status: 'pending',
  reviewedBy: null,
  reviewedAt: null,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  reporterUsername: 'lili',
  reporterDisplayName: 'Lili',
  searchKeys: ['copyright', 'lili'],
};

describe('reportRowOf', () => {
  it('reads a picture report as its picture, whose it is, and its member as the subject', () => {
    const row = reportRowOf(
      reportDoc('r1', {
        ...common,
        contentType: 'picture',
        memberId: 'uid-amadeus',
        picture: 'banner',
        pictureUrl: 'https://example.test/banner.webp',
        memberUsername: 'amadeus',
        memberDisplayName: 'Amadeus',
      }),
    );
    expect(row).toMatchObject({
      contentType: 'picture',
      contentTitle: 'Banner of @amadeus',
      contentPreview: '',
      picture: {
        memberId: 'uid-amadeus',
        kind: 'banner',
        url: 'https://example.test/banner.webp',
        memberUsername: 'amadeus',
      },
      reasonLabel: 'Copyright violation',
      reporterName: 'lili',
    });
    expect(matchesReportSearch(row, 'madeu')).toBe(true);
    expect(matchesReportSearch(row, 'bach')).toBe(false);
  });

  it('names a picture’s member without a username by display name', () => {
    const row = reportRowOf(
      reportDoc('r2', {
        ...common,
        contentType: 'picture',
        memberId: 'uid-x',
        picture: 'avatar',
        pictureUrl: 'https://example.test/s256.webp',
        memberUsername: null,
        memberDisplayName: 'Nannerl',
      }),
    );
    expect(row.contentTitle).toBe('Profile picture of Nannerl');
    expect(row.subject).toBeNull();
  });

  it('reads a reply report as before, its thread title the subject', () => {
    const row = reportRowOf(
      reportDoc('r3', {
        ...common,
        contentType: 'reply',
        threadId: 't1',
        replyId: 'p1',
        threadTitle: 'Gould',
        contentPreview: 'Mono',
      }),
    );
    expect(row).toMatchObject({
      contentType: 'reply',
      contentTitle: 'Reply in: Gould',
      picture: null,
      subject: 'Gould',
    });
  });
});
