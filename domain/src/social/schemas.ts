import { z } from 'zod/mini';
import { counterSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { FRIENDSHIP_STATUSES } from './relations.js';

/** `friendships/{friendshipDocId}`: pending until the addressee accepts; removing deletes it. */
export const friendshipSchema = z
  .strictObject({
    requesterId: uidSchema,
    addresseeId: uidSchema,
    status: z.enum(FRIENDSHIP_STATUSES),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .check(
    z.refine((friendship) => friendship.requesterId !== friendship.addresseeId, {
      message: 'Members cannot befriend themselves',
    }),
  );
export type Friendship = z.infer<typeof friendshipSchema>;

/** `follows/{followDocId}`. */
export const followSchema = z
  .strictObject({ followerId: uidSchema, followingId: uidSchema, createdAt: timestampSchema })
  .check(
    z.refine((follow) => follow.followerId !== follow.followingId, {
      message: 'Members cannot follow themselves',
    }),
  );
export type Follow = z.infer<typeof followSchema>;

/**
 * `profileStats/{uid}`: a member's counts, kept by the functions countFriends and countFollows
 * and read by every signed-in member. A member nobody has counted yet has no document.
 */
export const profileStatsSchema = z.strictObject({
  friendCount: counterSchema,
  followerCount: counterSchema,
  followingCount: counterSchema,
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/**
 * The counts to show from a stored `profileStats` document (or none): a missing field is 0, and
 * a count never shows below 0 (an unfollow may be counted a moment before its follow when Cloud
 * Functions delivers the two out of order).
 */
export function profileStatsOf(data: Readonly<Record<string, unknown>> | undefined): ProfileStats {
  const count = (field: keyof ProfileStats) => {
    const value = data?.[field];
    return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  };
  return {
    friendCount: count('friendCount'),
    followerCount: count('followerCount'),
    followingCount: count('followingCount'),
  };
}

// Blocking (the limit and the words are in blocks.ts).

/**
 * `users/{uid}/blocks/{blockedId}`: one member `uid` blocked `blockedId`. Readable by `uid`
 * alone, written by the blockMember and unblockMember callables only. `blockedId` repeats the
 * document id so account deletion finds every block of a deleted member in one query.
 */
export const blockSchema = z.strictObject({
  blockedId: uidSchema,
  blockedAt: timestampSchema,
});
export type Block = z.infer<typeof blockSchema>;

/**
 * `users/{uid}` (functions only): the member's own bookkeeping; `blockCount` keeps their blocks
 * under MAX_BLOCKS without counting them.
 */
export const memberBookkeepingSchema = z.strictObject({ blockCount: counterSchema });
export type MemberBookkeeping = z.infer<typeof memberBookkeepingSchema>;

export const blockMemberInput = z.strictObject({ memberId: uidSchema });
/** `changed` is false when the member was already blocked (a retry, a second tab). */
export const blockMemberOutput = z.strictObject({ changed: z.boolean() });
export const unblockMemberInput = z.strictObject({ memberId: uidSchema });
export const unblockMemberOutput = z.strictObject({ changed: z.boolean() });
