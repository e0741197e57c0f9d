import { z } from 'zod/mini';
import { uidSchema } from '../schema/primitives.js';
import { badgeIdSchema } from './schemas.js';

/** The member chooses the badge shown beside their name (null: none). */
export const featureBadgeInput = z.strictObject({ badgeId: z.nullable(badgeIdSchema) });
export const featureBadgeOutput = z.strictObject({ badgeId: z.nullable(badgeIdSchema) });

/** An admin grants a staff badge (Performer, Music Educator) or revokes any badge. */
export const staffBadgeInput = z.strictObject({ memberId: uidSchema, badgeId: badgeIdSchema });
export const staffBadgeOutput = z.strictObject({ badgeId: badgeIdSchema });
