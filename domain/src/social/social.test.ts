import { describe, expect, it } from 'vitest';
import {
  assertOtherMember,
  canViewPrivateSections,
  followButtonLabel,
  followDocId,
  followSchema,
  friendButton,
  friendRelation,
  friendshipDocId,
  friendshipSchema,
  profileStatsOf,
  profileStatsSchema,
} from '../index.js';

describe('friend relation', () => {
  it('is seen from the viewer side', () => {
    expect(friendRelation('me', null)).toBe('none');
    expect(friendRelation('me', { requesterId: 'me', status: 'pending' })).toBe('pending_sent');
    expect(friendRelation('me', { requesterId: 'you', status: 'pending' })).toBe(
      'pending_received',
    );
    expect(friendRelation('me', { requesterId: 'you', status: 'accepted' })).toBe('friends');
  });

  it('labels the buttons as the spec does', () => {
    expect(friendButton('none')).toEqual({ label: 'Add Friend', disabled: false, action: 'send' });
    expect(friendButton('pending_sent')).toEqual({
      label: 'Request Sent',
      disabled: true,
      action: null,
    });
    expect(friendButton('pending_received').label).toBe('Accept Request');
    expect(friendButton('friends').action).toBe('remove');
    expect([followButtonLabel(true), followButtonLabel(false)]).toEqual(['Following', 'Follow']);
  });

  it('shares one document id between both directions', () => {
    expect(friendshipDocId('b', 'a')).toBe(friendshipDocId('a', 'b'));
    expect(followDocId('a', 'b')).not.toBe(followDocId('b', 'a'));
  });
});

describe('canViewPrivateSections', () => {
  const base = { viewerId: 'v', ownerId: 'o', isPrivate: true, areFriends: false };
  it('opens public profiles to everyone, private ones to the owner and friends', () => {
    expect(canViewPrivateSections({ ...base, isPrivate: false, viewerId: null })).toBe(true);
    expect(canViewPrivateSections(base)).toBe(false);
    expect(canViewPrivateSections({ ...base, viewerId: 'o' })).toBe(true);
    expect(canViewPrivateSections({ ...base, areFriends: true })).toBe(true);
  });
});

describe('social schemas', () => {
  const now = new Date();
  it('refuse relations with oneself', () => {
    const friendship = {
      requesterId: 'a',
      addresseeId: 'b',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    };
    expect(friendshipSchema.safeParse(friendship).success).toBe(true);
    expect(friendshipSchema.safeParse({ ...friendship, addresseeId: 'a' }).success).toBe(false);
    expect(
      followSchema.safeParse({ followerId: 'a', followingId: 'b', createdAt: now }).success,
    ).toBe(true);
    expect(
      followSchema.safeParse({ followerId: 'a', followingId: 'a', createdAt: now }).success,
    ).toBe(false);
  });
});

describe('profileStatsOf', () => {
  it('reads 0 for a member with no counts yet and for a missing field', () => {
    const zero = { friendCount: 0, followerCount: 0, followingCount: 0 };
    expect(profileStatsOf(undefined)).toEqual(zero);
    expect(profileStatsOf({ followerCount: 3 })).toEqual({ ...zero, followerCount: 3 });
  });

  it('never shows a count below 0 or a value that is not a count', () => {
    expect(
      profileStatsOf({ friendCount: -1, followerCount: 'many', followingCount: Number.NaN }),
    ).toEqual({ friendCount: 0, followerCount: 0, followingCount: 0 });
    expect(profileStatsSchema.safeParse(profileStatsOf({ friendCount: 2 })).success).toBe(true);
  });
});

describe('assertOtherMember', () => {
  it('refuses a relation with oneself, with a message', () => {
    expect(() => assertOtherMember('a', 'a')).toThrow(
      'Members cannot befriend or follow themselves.',
    );
    expect(() => assertOtherMember('a', 'b')).not.toThrow();
  });
});
