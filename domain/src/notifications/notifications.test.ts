import { describe, expect, it } from 'vitest';
import {
  adjustUnreadCount,
  notificationActorId,
  notificationActorName,
  notificationDataSchema,
  notificationSchema,
  notificationTarget,
  notificationText,
  unreadBadgeLabel,
} from '../index.js';

describe('unreadBadgeLabel', () => {
  it('shows nothing at 0, the count to 9, "9+" above', () => {
    expect([0, -1, 1, 9, 10, 120].map(unreadBadgeLabel)).toEqual([
      null,
      null,
      '1',
      '9',
      '9+',
      '9+',
    ]);
  });

  it('never lets the count fall below 0', () => {
    expect(adjustUnreadCount(1, -1)).toBe(0);
    expect(adjustUnreadCount(0, -1)).toBe(0);
    expect(adjustUnreadCount(2, 1)).toBe(3);
  });
});

describe('notification wording', () => {
  it('says Anonymous when the data marks it anonymous', () => {
    expect(notificationActorName({ isAnonymous: true }, 'clara')).toBe('Anonymous');
    expect(notificationActorName({}, 'clara')).toBe('clara');
    expect(notificationActorName({ isAnonymous: false }, null)).toBe('Someone');
  });

  it('says Someone, not Anonymous, for an anonymous mention', () => {
    const mention = { kind: 'mention' } as const;
    expect(notificationActorName({ isAnonymous: true }, 'clara', mention)).toBe('Someone');
    expect(notificationActorName({ isAnonymous: false }, 'clara', mention)).toBe('clara');
    expect(notificationActorName({ isAnonymous: true }, 'clara', { kind: 'reply' })).toBe(
      'Anonymous',
    );
  });

  it.each([
    [
      { kind: 'reply', on: 'thread', threadTitle: 'Bach' },
      'reply',
      'New Reply',
      'A replied to your discussion "Bach"',
    ],
    [
      { kind: 'reply', on: 'reply', threadTitle: 'Bach' },
      'reply',
      'New Reply',
      'A replied to your reply in "Bach"',
    ],
    [
      { kind: 'reaction', on: 'thread', threadTitle: 'Bach' },
      'reaction',
      'New Reaction',
      'A reacted to your discussion "Bach"',
    ],
    [
      { kind: 'mention', place: 'thread', title: 'Bach' },
      'mention',
      'New Mention',
      'A mentioned you in the discussion "Bach"',
    ],
    [
      { kind: 'mention', place: 'reply', title: 'Bach' },
      'mention',
      'New Mention',
      'A mentioned you in a reply in "Bach"',
    ],
    [
      { kind: 'mention', place: 'poll_reply', title: 'Best Ring?' },
      'mention',
      'New Mention',
      'A mentioned you in a reply to the poll "Best Ring?"',
    ],
    [{ kind: 'follow' }, 'follow', 'New Follower', 'A started following you'],
    [
      { kind: 'friend_request' },
      'friend_request',
      'New Friend Request',
      'A sent you a friend request',
    ],
    [
      { kind: 'friend_accepted' },
      'friend_request',
      'Friend Request Accepted',
      'A accepted your friend request',
    ],
    [
      { kind: 'report', content: { kind: 'reply', threadTitle: 'Bach' } },
      'report',
      'New Report',
      'A reported a reply in "Bach"',
    ],
    [
      { kind: 'report', content: { kind: 'thread', title: 'Bach' } },
      'report',
      'New Report',
      'A reported a discussion in "Bach"',
    ],
    [
      { kind: 'report', content: { kind: 'picture', picture: 'avatar', member: '@felix' } },
      'report',
      'New Report',
      'A reported the profile picture of @felix',
    ],
    [
      {
        kind: 'report_outcome',
        outcome: 'removed',
        content: { kind: 'picture', picture: 'banner', member: '@felix' },
      },
      'report',
      'Report Action Taken',
      'Your report about the banner of @felix has been reviewed and the content has been removed.',
    ],
    [
      {
        kind: 'report_outcome',
        outcome: 'dismissed',
        content: { kind: 'picture', picture: 'avatar', member: 'Felix M' },
      },
      'report',
      'Report Status Update',
      'Your report about the profile picture of Felix M has been reviewed and dismissed.',
    ],
    [
      { kind: 'report_outcome', outcome: 'dismissed', content: { kind: 'thread', title: 'Bach' } },
      'report',
      'Report Status Update',
      'Your report about the discussion "Bach" has been reviewed and dismissed.',
    ],
    [
      {
        kind: 'report_outcome',
        outcome: 'removed',
        content: { kind: 'reply', threadTitle: 'Bach' },
      },
      'report',
      'Report Action Taken',
      'Your report about the reply "Reply in: Bach" has been reviewed and the content has been removed.',
    ],
  ] as const)('%o', (event, type, title, message) => {
    expect(notificationText(event, 'A')).toEqual({ type, title, message });
  });
});

describe('notificationTarget', () => {
  it('sends staff a new report to the admin panel', () => {
    expect(notificationTarget({ type: 'report', data: {} })).toEqual({ kind: 'admin' });
  });

  it('sends a reporter to what they reported, or to the Salon once a discussion is gone', () => {
    const outcome = (action: 'dismissed' | 'removed', contentType: 'thread' | 'reply') =>
      notificationTarget({
        type: 'report',
        data: { reportId: 'r', threadId: 't', contentType, action },
      });
    expect(outcome('dismissed', 'thread')).toEqual({ kind: 'thread', threadId: 't' });
    expect(outcome('dismissed', 'reply')).toEqual({ kind: 'thread', threadId: 't' });
    expect(outcome('removed', 'reply')).toEqual({ kind: 'thread', threadId: 't' });
    expect(outcome('removed', 'thread')).toEqual({ kind: 'salon' });
  });

  it('sends a picture’s reporter to the member’s profile, whatever the outcome', () => {
    for (const action of ['dismissed', 'removed'] as const) {
      expect(
        notificationTarget({
          type: 'report',
          data: { reportId: 'r', contentType: 'picture', memberId: 'm', action },
        }),
      ).toEqual({ kind: 'profile', userId: 'm' });
    }
    expect(
      notificationTarget({
        type: 'report',
        data: { reportId: 'r', contentType: 'picture', action: 'removed' },
      }),
    ).toBeNull();
  });

  it('sends replies and reactions to their thread', () => {
    expect(notificationTarget({ type: 'reaction', data: { threadId: 't' } })).toEqual({
      kind: 'thread',
      threadId: 't',
    });
    expect(notificationTarget({ type: 'reply', data: {} })).toBeNull();
  });

  it('sends a mention to its discussion, or to the Salon for a poll’s reply', () => {
    expect(notificationTarget({ type: 'mention', data: { threadId: 't', replyId: 'r' } })).toEqual({
      kind: 'thread',
      threadId: 't',
    });
    expect(notificationTarget({ type: 'mention', data: { pollId: 'p', replyId: 'r' } })).toEqual({
      kind: 'salon',
    });
    expect(notificationTarget({ type: 'mention', data: {} })).toBeNull();
  });

  it('sends follows and friend requests to the other member', () => {
    expect(notificationTarget({ type: 'follow', data: { followerId: 'f' } })).toEqual({
      kind: 'profile',
      userId: 'f',
    });
    expect(notificationTarget({ type: 'friend_request', data: { accepterId: 'a' } })).toEqual({
      kind: 'profile',
      userId: 'a',
    });
    expect(notificationTarget({ type: 'friend_request', data: {} })).toBeNull();
  });

  it('finds no actor for anonymous data', () => {
    expect(notificationActorId({ isAnonymous: true, threadId: 't' })).toBeNull();
    expect(notificationActorId({ replierId: 'r' })).toBe('r');
  });

  it('reads the actor from stored data of any shape, ignoring what is not a uid', () => {
    expect(notificationActorId({ followerId: 42, requesterId: 'q' })).toBe('q');
    expect(notificationActorId({ followerId: '' })).toBeNull();
    expect(notificationActorId({ isAnonymous: 'yes', reactorId: 'r' })).toBeNull();
  });
});

describe('notification schemas', () => {
  const notification = {
    userId: 'u',
    type: 'reply',
    title: 'New Reply',
    message: 'Anonymous replied to your discussion "Bach"',
    read: false,
    data: { isAnonymous: true, threadId: 't' },
    createdAt: new Date(),
  };

  it('accept an anonymous reply notification without the replier', () => {
    expect(notificationSchema.safeParse(notification).success).toBe(true);
  });

  it('refuse anonymous data that names its actor, and unknown keys', () => {
    expect(notificationDataSchema.safeParse({ isAnonymous: true, replierId: 'r' }).success).toBe(
      false,
    );
    expect(notificationDataSchema.safeParse({ replierId: 'r' }).success).toBe(true);
    expect(notificationDataSchema.safeParse({ replier_id: 'r' }).success).toBe(false);
    expect(
      notificationDataSchema.safeParse({ isAnonymous: true, threadId: 't', mentionerId: 'm' })
        .success,
    ).toBe(false);
    expect(notificationActorId({ mentionerId: 'm', threadId: 't' })).toBe('m');
  });
});
