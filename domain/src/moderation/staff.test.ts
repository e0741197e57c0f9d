import { describe, expect, it } from 'vitest';
import {
  canHandleReports,
  reportAlreadyMessage,
  reportDigest,
  reportedContentOf,
  searchKeyOf,
  userRoleMirrorFields,
  type ReportDigest,
} from '../index.js';

describe('report staff', () => {
  it('are admins and moderators', () => {
    expect(canHandleReports('admin')).toBe(true);
    expect(canHandleReports('moderator')).toBe(true);
    expect(canHandleReports('user')).toBe(false);
    expect(reportAlreadyMessage('dismissed')).toBe('This report is already dismissed.');
  });
});

/** A post's digest, narrowed (a picture's has no thread fields). */
function postDigest(digest: ReportDigest) {
  if (digest.contentType === 'picture') throw new Error('a picture digest');
  return digest;
}

describe('reportDigest', () => {
  const thread = { title: 'Mahler 9', body: `The last ${'movement '.repeat(20)}` };

  it('copies what the admin list shows of a thread report, previews cut to 100', () => {
    const digest = postDigest(
      reportDigest({
        reason: 'misinformation',
        reporter: { username: 'fanny', displayName: 'Fanny' },
        thread,
        reply: null,
      }),
    );
    expect(digest).toMatchObject({
      reporterUsername: 'fanny',
      reporterDisplayName: 'Fanny',
      contentType: 'thread',
      threadTitle: 'Mahler 9',
    });
    expect(digest.contentPreview).toHaveLength(103);
    expect(digest.contentPreview.endsWith('...')).toBe(true);
    for (const typed of ['MISINFO', 'fan', 'ahler 9']) {
      expect(digest.searchKeys).toContain(searchKeyOf(typed));
    }
    expect(digest.searchKeys).not.toContain(searchKeyOf('the last'));
    expect(reportedContentOf(digest)).toEqual({ kind: 'thread', title: 'Mahler 9' });
  });

  it('previews a reply by its body, titled by its thread', () => {
    const digest = postDigest(
      reportDigest({
        reason: 'spam',
        reporter: { username: null, displayName: '' },
        thread,
        reply: { body: 'Buy now' },
      }),
    );
    expect(digest).toMatchObject({
      reporterUsername: null,
      reporterDisplayName: null,
      contentType: 'reply',
      contentPreview: 'Buy now',
    });
    expect(reportedContentOf(digest)).toEqual({ kind: 'reply', threadTitle: 'Mahler 9' });
  });

  it('keeps a picture’s URL and its member’s names, searched by the member’s username', () => {
    const url = 'https://example.test/members/m/avatar/u1/s256.webp';
    const digest = reportDigest({
      reason: 'inappropriate',
      reporter: { username: 'fanny', displayName: 'Fanny' },
      picture: { url, member: { username: 'felix', displayName: '' } },
    });
    expect(digest).toEqual({
      reporterUsername: 'fanny',
      reporterDisplayName: 'Fanny',
      contentType: 'picture',
      pictureUrl: url,
      memberUsername: 'felix',
      memberDisplayName: null,
      searchKeys: expect.any(Array),
    });
    for (const typed of ['inappropriate', 'fanny', 'FELIX']) {
      expect(digest.searchKeys).toContain(searchKeyOf(typed));
    }
    if (digest.contentType !== 'picture') throw new Error('a post digest');
    expect(reportedContentOf({ ...digest, picture: 'banner' })).toEqual({
      kind: 'picture',
      picture: 'banner',
      member: '@felix',
    });
  });
});

describe('userRoleMirrorFields', () => {
  it('sorts by username, else display name, and searches both', () => {
    const fields = userRoleMirrorFields({ username: 'clara', displayName: 'Clara Schumann' });
    expect(fields.sortName).toBe('clara');
    expect(fields.searchKeys).toContain('schu');
    expect(userRoleMirrorFields({ username: '', displayName: ' Anna M ' }).sortName).toBe('anna m');
  });
});
