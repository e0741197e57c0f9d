import type { ToastMessage } from '../text/toast.js';
import { sanitizeProfileText, stripAngleBrackets } from '../text/sanitize.js';
import { normalizeUsernameForSave, validateProfileUsername } from '../users/username.js';
import { validateBio, validateDisplayName, validateLocation } from './profile-fields.js';
import { SOCIAL_LINKS, validateSocialUrl, type SocialLinks } from './social-links.js';

/** The editable part of a profile: the profile card's form. */
export interface ProfileForm extends SocialLinks {
  readonly username: string;
  readonly displayName: string;
  readonly bio: string;
  readonly location: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileForm, string>>;

export const PROFILE_INVALID_INPUT_TOAST: ToastMessage = Object.freeze({
  title: 'Invalid Input',
  description: 'Please fix the validation errors before saving your profile.',
});

/** Every field's first problem; an empty object when the form may be saved. */
export function validateProfileForm(form: ProfileForm): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const checks: [keyof ProfileForm, string | null][] = [
    ['username', validateProfileUsername(form.username)],
    ['displayName', validateDisplayName(form.displayName)],
    ['bio', validateBio(form.bio)],
    ['location', validateLocation(form.location)],
    ...SOCIAL_LINKS.map(
      ({ field }) => [field, validateSocialUrl(form[field])] as [keyof ProfileForm, string | null],
    ),
  ];
  for (const [field, message] of checks) if (message !== null) errors[field] = message;
  return errors;
}

/**
 * The form as saved (profiles spec, section 5): texts sanitised and trimmed; the username also
 * with spaces removed and lowercased. Links only lose angle brackets: the event-handler pattern
 * would cut query strings such as `?continue=`, and `validateSocialUrl` already admits nothing
 * but http(s) URLs.
 */
export function normalizeProfileForm(form: ProfileForm): ProfileForm {
  const clean = (text: string) => sanitizeProfileText(text).trim();
  const links = Object.fromEntries(
    SOCIAL_LINKS.map(({ field }) => [field, stripAngleBrackets(form[field]).trim()]),
  ) as Record<keyof SocialLinks, string>;
  return {
    ...links,
    username: normalizeUsernameForSave(sanitizeProfileText(form.username)),
    displayName: clean(form.displayName),
    bio: clean(form.bio),
    location: clean(form.location),
  };
}
