import { z } from 'zod';
import { stringFromValidator } from '../schema/fromValidator.js';
import { validateProfileUsername } from '../users/username.js';
import { validateClip } from './clip.js';
import { validateBio, validateDisplayName, validateLocation } from './profileFields.js';
import { validateSocialUrl } from './socialLinks.js';

/** The profile form as a callable sends it, failing with the form's own messages. */
export const profileFormSchema = z.strictObject({
  username: stringFromValidator(validateProfileUsername),
  displayName: stringFromValidator(validateDisplayName),
  bio: stringFromValidator(validateBio),
  location: stringFromValidator(validateLocation),
  instagramUrl: stringFromValidator(validateSocialUrl),
  tiktokUrl: stringFromValidator(validateSocialUrl),
  youtubeUrl: stringFromValidator(validateSocialUrl),
  twitterUrl: stringFromValidator(validateSocialUrl),
  facebookUrl: stringFromValidator(validateSocialUrl),
  linkedinUrl: stringFromValidator(validateSocialUrl),
  websiteUrl: stringFromValidator(validateSocialUrl),
});

/** A new clip as the form sends it. */
export const clipInputSchema = z
  .strictObject({ title: z.string(), url: z.string() })
  .superRefine((clip, context) => {
    const message = validateClip(clip);
    if (message !== null) context.addIssue({ code: 'custom', message });
  });
