import { describe, expect, it } from 'vitest';
import {
  applyReactionToggle,
  authorDisplayName,
  canDeletePost,
  canEditPost,
  canReadEditHistory,
  canReportPost,
  discussionHeading,
  isAdminAction,
  isDeletedReply,
  NO_REACTIONS,
  quotedParentExcerpt,
  reactionDocId,
  replyDeletedToast,
  shouldCountView,
  threadDeletedToast,
  totalReactions,
  VIEW_DEDUPE_WINDOW_MS,
} from '../index.js';

const admin = { uid: 'admin', role: 'admin' } as const;
const member = { uid: 'me', role: 'user' } as const;

describe('quotedParentExcerpt', () => {
  it('quotes 80 characters, then "..."', () => {
    expect(quotedParentExcerpt({ body: 'q'.repeat(80) })).toBe('q'.repeat(80));
    expect(quotedParentExcerpt({ body: 'q'.repeat(81) })).toBe(`${'q'.repeat(80)}...`);
  });

  it('does not quote a removed parent', () => {
    expect(isDeletedReply({ body: 'deleted' })).toBe(true);
    expect(quotedParentExcerpt({ body: 'deleted' })).toBeNull();
  });
});

describe('reactions', () => {
  it('give one document id per member, type and target', () => {
    const ids = new Set([
      reactionDocId('u', 'applause', { threadId: 't', replyId: null }),
      reactionDocId('u', 'bravo', { threadId: 't', replyId: null }),
      reactionDocId('u', 'applause', { threadId: 't', replyId: 'r' }),
      reactionDocId('v', 'applause', { threadId: 't', replyId: 'r' }),
    ]);
    expect(ids.size).toBe(4);
  });

  it('count toggles per type, never below 0', () => {
    const once = applyReactionToggle(NO_REACTIONS, 'bravo', true);
    expect(once).toEqual({ applause: 0, bravo: 1 });
    expect(totalReactions(applyReactionToggle(once, 'applause', true))).toBe(2);
    expect(applyReactionToggle(NO_REACTIONS, 'applause', false)).toEqual(NO_REACTIONS);
  });
});

describe('shouldCountView', () => {
  const now = new Date('2025-01-01T12:00:00Z');
  it('counts a first view and one 30 minutes after the last', () => {
    expect(shouldCountView(null, now)).toBe(true);
    expect(shouldCountView(new Date(now.getTime() - VIEW_DEDUPE_WINDOW_MS), now)).toBe(true);
  });

  it('skips a view within 30 minutes', () => {
    expect(shouldCountView(new Date(now.getTime() - VIEW_DEDUPE_WINDOW_MS + 1), now)).toBe(false);
  });
});

describe('permissions', () => {
  it('let owners and admins delete, nobody else', () => {
    expect(canDeletePost(member, 'me')).toBe(true);
    expect(canDeletePost(admin, 'me')).toBe(true);
    expect(canDeletePost(member, 'other')).toBe(false);
    expect(canDeletePost(member, null)).toBe(false);
    expect(canDeletePost(null, 'me')).toBe(false);
  });

  it('let the author edit, and nobody else: admins delete, they do not rewrite', () => {
    expect(canEditPost(member, 'me')).toBe(true);
    expect(canEditPost(admin, 'admin')).toBe(true);
    expect(canEditPost(admin, 'me')).toBe(false);
    expect(canEditPost(member, 'other')).toBe(false);
    expect(canEditPost(member, null)).toBe(false);
    expect(canEditPost(null, 'me')).toBe(false);
  });

  it('show the edit history to staff only', () => {
    expect(canReadEditHistory(admin)).toBe(true);
    expect(canReadEditHistory({ uid: 'mod', role: 'moderator' })).toBe(true);
    expect(canReadEditHistory(member)).toBe(false);
    expect(canReadEditHistory(null)).toBe(false);
  });

  it('mark admin deletions of others as "Admin Action"', () => {
    expect(isAdminAction(admin, 'me')).toBe(true);
    expect(isAdminAction(admin, 'admin')).toBe(false);
    expect(isAdminAction(member, 'other')).toBe(false);
  });

  it('let members report what is not their own', () => {
    expect(canReportPost(member, 'other')).toBe(true);
    expect(canReportPost(member, 'me')).toBe(false);
    expect(canReportPost(null, 'other')).toBe(false);
  });

  it('word the deletion toasts by who deleted', () => {
    expect(replyDeletedToast(member, 'me').description).toBe('Your reply has been deleted.');
    expect(replyDeletedToast(admin, 'me').description).toBe('Reply has been deleted by admin.');
    expect(threadDeletedToast(member, 'me').title).toBe('Discussion Deleted');
    expect(threadDeletedToast(admin, 'me').description).toBe(
      'Discussion has been deleted by admin.',
    );
  });
});

describe('authorDisplayName', () => {
  it('shows Anonymous, then display name, username, or Unknown User', () => {
    const profile = { username: 'clara', displayName: 'Clara' };
    expect(authorDisplayName({ isAnonymous: true }, profile)).toBe('Anonymous');
    expect(authorDisplayName({ isAnonymous: false }, profile)).toBe('Clara');
    expect(authorDisplayName({ isAnonymous: false }, { username: 'clara', displayName: '' })).toBe(
      'clara',
    );
    expect(authorDisplayName({ isAnonymous: false }, { username: null, displayName: null })).toBe(
      'Unknown User',
    );
    expect(authorDisplayName({ isAnonymous: false }, null)).toBe('Unknown User');
    // The author deleted their account: never the old name, even if a profile was passed.
    expect(authorDisplayName({ isAnonymous: false, authorDeleted: true }, profile)).toBe(
      'Deleted member',
    );
    expect(authorDisplayName({ isAnonymous: true, authorDeleted: true }, null)).toBe('Anonymous');
  });
});

describe('discussionHeading', () => {
  it('says reply or replies', () => {
    expect(discussionHeading(1)).toBe('Discussion (1 reply)');
    expect(discussionHeading(0)).toBe('Discussion (0 replies)');
  });
});
