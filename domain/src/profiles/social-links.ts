import { isHttpUrl } from '../text/url.js';

/** The seven social links of a profile, in display order. */
export const SOCIAL_LINKS = Object.freeze([
  { field: 'instagramUrl', label: 'Instagram' },
  { field: 'tiktokUrl', label: 'TikTok' },
  { field: 'youtubeUrl', label: 'YouTube' },
  { field: 'twitterUrl', label: 'Twitter/X' },
  { field: 'facebookUrl', label: 'Facebook' },
  { field: 'linkedinUrl', label: 'LinkedIn' },
  { field: 'websiteUrl', label: 'Website' },
] as const);

export type SocialLinkField = (typeof SOCIAL_LINKS)[number]['field'];
export type SocialLinks = Readonly<Record<SocialLinkField, string>>;

export const INVALID_SOCIAL_URL_MESSAGE = 'Please enter a valid URL (including https://)';

/**
 * Empty (or blank) is allowed; anything else must parse as a URL. We also require http or https,
 * so a `javascript:` link cannot reach an `href`.
 */
export function validateSocialUrl(value: string): string | null {
  return value.trim() === '' || isHttpUrl(value) ? null : INVALID_SOCIAL_URL_MESSAGE;
}

/** The links the Social Media section shows: only non-blank ones, in display order. */
export function visibleSocialLinks(
  links: Partial<Record<SocialLinkField, string | null>>,
): { readonly field: SocialLinkField; readonly label: string; readonly url: string }[] {
  return SOCIAL_LINKS.flatMap(({ field, label }) => {
    const url = links[field];
    return typeof url === 'string' && url.trim() !== '' ? [{ field, label, url: url.trim() }] : [];
  });
}
