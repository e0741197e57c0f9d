import { isWithinLimit } from '../text/length.js';
import { stripAngleBrackets } from '../text/sanitize.js';
import type { ToastMessage } from '../text/toast.js';
import { isHostInDomain, parseHttpUrl } from '../text/url.js';
import { FAVORITE_RECORDING_TITLE_MAX_LENGTH, MAX_FAVORITE_RECORDINGS } from './limits.js';

export const FAVORITE_RECORDING_MESSAGES = Object.freeze({
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 100 characters',
  invalidUrl: 'Please enter a valid Spotify or YouTube URL',
});

export const FAVORITE_RECORDINGS_LIMIT_TOAST: ToastMessage = Object.freeze({
  title: 'Limit reached',
  description: 'You can only have up to 5 favorite recordings.',
});

const STREAMING_DOMAINS = ['spotify.com', 'spotify.link', 'youtube.com', 'youtu.be'];

/** True when `url` is an http(s) link on a Spotify or YouTube domain (or a subdomain of one). */
export function isSpotifyOrYoutubeUrl(url: string): boolean {
  const parsed = parseHttpUrl(url);
  return (
    parsed !== null && STREAMING_DOMAINS.some((domain) => isHostInDomain(parsed.hostname, domain))
  );
}

/**
 * A new favorite recording as it is saved: angle brackets stripped from the title (profiles spec
 * §5), both fields trimmed; an empty URL means none.
 */
export function normalizeFavoriteRecording(input: {
  readonly title: string;
  readonly url: string;
}): {
  title: string;
  url: string | null;
} {
  const url = input.url.trim();
  return { title: stripAngleBrackets(input.title).trim(), url: url === '' ? null : url };
}

/** The first problem of a new favorite recording, or null. Order: title, its length, URL. */
export function validateFavoriteRecording(input: {
  readonly title: string;
  readonly url: string;
}): string | null {
  // Checked as it will be saved: a title of brackets only is no title.
  const { title } = normalizeFavoriteRecording(input);
  if (title === '') return FAVORITE_RECORDING_MESSAGES.titleRequired;
  if (!isWithinLimit(title, FAVORITE_RECORDING_TITLE_MAX_LENGTH)) {
    return FAVORITE_RECORDING_MESSAGES.titleTooLong;
  }
  if (input.url.trim() !== '' && !isSpotifyOrYoutubeUrl(input.url)) {
    return FAVORITE_RECORDING_MESSAGES.invalidUrl;
  }
  return null;
}

/** The "Limit reached" toast when a member already has 5 recordings, else null. */
export function checkFavoriteRecordingLimit(currentCount: number): ToastMessage | null {
  return currentCount >= MAX_FAVORITE_RECORDINGS ? FAVORITE_RECORDINGS_LIMIT_TOAST : null;
}
