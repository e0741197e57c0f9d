import { isWithinLimit } from '../text/length.js';
import type { ToastMessage } from '../text/toast.js';
import { isHttpUrl } from '../text/url.js';
import { CLIP_TITLE_MAX_LENGTH, MAX_CLIPS } from './limits.js';
import { youtubeThumbnailUrl, youtubeVideoId } from './youtube.js';

export const CLIP_MESSAGES = Object.freeze({
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 100 characters',
  urlRequired: 'URL is required',
  invalidUrl: 'Please enter a valid URL',
});

export const CLIPS_LIMIT_TOAST: ToastMessage = Object.freeze({
  title: 'Limit reached',
  description: 'You can only have up to 5 clips.',
});

export const CLIP_TYPES = ['direct', 'youtube'] as const;
export type ClipType = (typeof CLIP_TYPES)[number];

/** The first problem of a new clip, or null. Order: title, its length, URL, its scheme. */
export function validateClip(input: {
  readonly title: string;
  readonly url: string;
}): string | null {
  const title = input.title.trim();
  if (title === '') return CLIP_MESSAGES.titleRequired;
  if (!isWithinLimit(title, CLIP_TITLE_MAX_LENGTH)) return CLIP_MESSAGES.titleTooLong;
  if (input.url.trim() === '') return CLIP_MESSAGES.urlRequired;
  if (!isHttpUrl(input.url)) return CLIP_MESSAGES.invalidUrl;
  return null;
}

export function checkClipLimit(currentCount: number): ToastMessage | null {
  return currentCount >= MAX_CLIPS ? CLIPS_LIMIT_TOAST : null;
}

/**
 * The spec stores new clips as "direct"; it also shows "youtube" clips. We store "youtube" when
 * the link is a YouTube video, so its thumbnail can be shown.
 */
export function clipTypeForUrl(url: string): ClipType {
  return youtubeVideoId(url) === null ? 'direct' : 'youtube';
}

/** The thumbnail of a clip: YouTube's image for youtube clips, none otherwise. */
export function clipThumbnailUrl(clip: {
  readonly type: ClipType;
  readonly url: string;
}): string | null {
  const id = clip.type === 'youtube' ? youtubeVideoId(clip.url) : null;
  return id === null ? null : youtubeThumbnailUrl(id);
}
