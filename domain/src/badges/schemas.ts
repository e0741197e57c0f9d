import { z } from 'zod/mini';
import { counterSchema, docIdSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { BADGE_IDS, type BadgeId } from './names.js';

export const badgeIdSchema = z.enum(BADGE_IDS as [BadgeId, ...BadgeId[]], 'No such badge.');

/** One badge a member holds: when, and which admin granted it (null when earned). */
const heldBadgeSchema = z.strictObject({
  grantedAt: timestampSchema,
  grantedBy: z.nullable(uidSchema),
});

/**
 * `memberBadges/{uid}`: every badge the member holds, written by functions only and read as the
 * profile's private sections are. `revoked` keeps the badges an admin took back, which no
 * event grants again. `holderKey` is the id of the member's rows in the badges' holder lists:
 * random, so a private member's row does not name them by its id.
 */
export const memberBadgesSchema = z.strictObject({
  held: z.partialRecord(badgeIdSchema, heldBadgeSchema),
  revoked: z.partialRecord(badgeIdSchema, timestampSchema),
  holderKey: docIdSchema,
  updatedAt: timestampSchema,
});
export type MemberBadges = z.infer<typeof memberBadgesSchema>;

/** `badges/{badgeId}`: how many members hold it, kept in the grant's and the revocation's writes. */
export const badgeStatsSchema = z.strictObject({ holderCount: counterSchema });

/**
 * `badges/{badgeId}/holders/{holderKey}`: one row per holder, readable by everyone. `memberId`
 * is null while the member's profile is private ("A private member").
 */
export const badgeHolderSchema = z.strictObject({
  memberId: z.nullable(uidSchema),
  grantedAt: timestampSchema,
});
export type BadgeHolder = z.infer<typeof badgeHolderSchema>;

/**
 * `welcomes/{threadId}`: who first replied to a newcomer's first discussion, created once by
 * the reply's trigger; the Welcoming badge counts them.
 */
export const welcomeSchema = z.strictObject({
  memberId: uidSchema,
  newcomerId: uidSchema,
  at: timestampSchema,
});

/** `config/badgeBackfill`: how far the backfill has gone through the members, to resume. */
export const badgeBackfillSchema = z.strictObject({
  /** The automatic badges the pass grants (ids and thresholds): a new catalogue starts a new pass. */
  catalogue: z.string(),
  /** The last member (profile id) done; null before the first batch. */
  after: z.nullable(uidSchema),
  membersDone: counterSchema,
  badgesGranted: counterSchema,
  finishedAt: z.nullable(timestampSchema),
  updatedAt: timestampSchema,
});
