import { z } from 'zod';
import { stringFromValidator } from '../schema/fromValidator.js';
import { validateProfileUsername } from './username.js';

/** Whether a username is free for the caller (their own current one counts as free). */
export const checkUsernameAvailabilityInput = z.strictObject({
  username: stringFromValidator(validateProfileUsername),
});
export const checkUsernameAvailabilityOutput = z.strictObject({ available: z.boolean() });
