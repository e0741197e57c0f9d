import { isHostInDomain, parseHttpUrl } from '../text/url.js';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube link, or null: youtube.com/watch?v=ID (any subdomain, such as m. or
 * music.), youtube.com/embed/ID, /shorts/ID, /live/ID, /v/ID, and youtu.be/ID.
 */
export function youtubeVideoId(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (parsed === null) return null;
  const [first = '', second = ''] = parsed.pathname.split('/').filter((part) => part !== '');
  let candidate: string | null = null;
  if (isHostInDomain(parsed.hostname, 'youtu.be')) {
    candidate = first;
  } else if (isHostInDomain(parsed.hostname, 'youtube.com')) {
    candidate =
      first === 'watch'
        ? parsed.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(first)
          ? second
          : null;
  }
  return candidate !== null && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The public thumbnail of a YouTube video. */
export function youtubeThumbnailUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${videoId}/hqdefault.jpg`;
}
