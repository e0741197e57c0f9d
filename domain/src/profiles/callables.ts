import { z } from 'zod';
import { profileFormSchema } from './inputSchemas.js';

/**
 * Saving the profile card. A callable, because a username change must claim `usernames/{new}` and
 * release the old claim in one transaction; functions normalise with `normalizeProfileForm`.
 */
export const updateProfileInput = profileFormSchema;
export const updateProfileOutput = z.strictObject({ username: z.string() });
