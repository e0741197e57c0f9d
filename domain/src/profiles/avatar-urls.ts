// A member's picture URLs as the site reads them wherever a face is shown. No zod here: the Salon's
// first visit shows faces, and the schemas' library is not part of its download (web/README.md).
import { mapFields } from '../documents/fields.js';
import { isHttpUrl } from '../text/url.js';

/** The avatar's URLs on the public card, one per size (avatarUrlsSchema checks the same). */
export interface AvatarUrls {
  readonly s48: string;
  readonly s96: string;
  readonly s256: string;
}

const SIZES = ['s48', 's96', 's256'] as const;

/** A stored `avatar` as the site shows it: its three URLs, or null when absent or malformed. */
export function avatarUrlsOf(value: unknown): AvatarUrls | null {
  const urls = mapFields(value);
  if (!urls) return null;
  const valid = SIZES.every((size) => {
    const url = urls[size];
    return typeof url === 'string' && url.length <= 2048 && isHttpUrl(url);
  });
  return valid
    ? { s48: urls['s48'] as string, s96: urls['s96'] as string, s256: urls['s256'] as string }
    : null;
}
