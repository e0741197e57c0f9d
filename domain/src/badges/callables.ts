import { z } from 'zod';
import { uidSchema } from '../schema/primitives.js';
import { badgeIdSchema } from './schemas.js';

/** The member chooses the badge shown beside their name (null: none). */
export const featureBadgeInput = z.strictObject({ badgeId: badgeIdSchema.nullable() });
export const featureBadgeOutput = z.strictObject({ badgeId: badgeIdSchema.nullable() });

/** An admin grants a staff badge (Performer, Music Educator) or revokes any badge. */
export const staffBadgeInput = z.strictObject({ memberId: uidSchema, badgeId: badgeIdSchema });
export const staffBadgeOutput = z.strictObject({ badgeId: badgeIdSchema });
