import { z } from 'zod';
import { timestampSchema, uidSchema } from '../schema/primitives.js';
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
  .refine((friendship) => friendship.requesterId !== friendship.addresseeId, {
    message: 'Members cannot befriend themselves',
  });
export type Friendship = z.infer<typeof friendshipSchema>;

/** `follows/{followDocId}`. */
export const followSchema = z
  .strictObject({ followerId: uidSchema, followingId: uidSchema, createdAt: timestampSchema })
  .refine((follow) => follow.followerId !== follow.followingId, {
    message: 'Members cannot follow themselves',
  });
export type Follow = z.infer<typeof followSchema>;

/** The spec's get_friend_count: accepted friendships of a member. */
export const getFriendCountInput = z.strictObject({ userId: uidSchema });
export const getFriendCountOutput = z.strictObject({ count: z.number().int().min(0) });
