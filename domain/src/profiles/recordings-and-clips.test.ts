import { describe, expect, it } from 'vitest';
import {
  checkClipLimit,
  checkFavoriteRecordingLimit,
  clipThumbnailUrl,
  clipTypeForUrl,
  isSpotifyOrYoutubeUrl,
  validateClip,
  favoriteRecordingSchema,
  normalizeFavoriteRecording,
  validateFavoriteRecording,
  youtubeThumbnailUrl,
  youtubeVideoId,
} from '../index.js';

describe('validateFavoriteRecording', () => {
  it('requires a title of at most 100 characters', () => {
    expect(validateFavoriteRecording({ title: ' ', url: '' })).toBe('Title is required');
    expect(validateFavoriteRecording({ title: 't'.repeat(100), url: '' })).toBeNull();
    expect(validateFavoriteRecording({ title: 't'.repeat(101), url: '' })).toBe(
      'Title must be less than 100 characters',
    );
  });

  it('allows no URL, or a Spotify or YouTube one', () => {
    expect(
      validateFavoriteRecording({ title: 'Goldberg', url: 'https://open.spotify.com/album/x' }),
    ).toBeNull();
    expect(
      validateFavoriteRecording({ title: 'Goldberg', url: 'https://youtu.be/abc' }),
    ).toBeNull();
    expect(
      validateFavoriteRecording({ title: 'Goldberg', url: 'https://example.com/?spotify.com' }),
    ).toBe('Please enter a valid Spotify or YouTube URL');
    expect(isSpotifyOrYoutubeUrl('https://music.youtube.com/watch?v=x')).toBe(true);
    expect(isSpotifyOrYoutubeUrl('open.spotify.com/track/x')).toBe(false);
  });

  it('strips angle brackets from the title as it saves, and checks what it will save', () => {
    expect(
      normalizeFavoriteRecording({
        title: ' <b>Goldberg</b> 1981 ',
        url: ' https://youtu.be/abc ',
      }),
    ).toEqual({ title: 'bGoldberg/b 1981', url: 'https://youtu.be/abc' });
    expect(normalizeFavoriteRecording({ title: 'Goldberg', url: '  ' }).url).toBeNull();
    expect(validateFavoriteRecording({ title: '<>', url: '' })).toBe('Title is required');
    // 100 characters once the brackets are gone pass; the stored form is what the schema takes.
    const saved = normalizeFavoriteRecording({ title: `<${'t'.repeat(100)}>`, url: '' });
    expect(validateFavoriteRecording({ title: `<${'t'.repeat(100)}>`, url: '' })).toBeNull();
    expect(favoriteRecordingSchema.safeParse({ ...saved, createdAt: new Date() }).success).toBe(
      true,
    );
  });

  it('stops at 5 recordings', () => {
    expect(checkFavoriteRecordingLimit(4)).toBeNull();
    expect(checkFavoriteRecordingLimit(5)).toEqual({
      title: 'Limit reached',
      description: 'You can only have up to 5 favorite recordings.',
    });
  });
});

describe('validateClip', () => {
  it('checks title, its length, URL presence, then scheme', () => {
    expect(validateClip({ title: '', url: '' })).toBe('Title is required');
    expect(validateClip({ title: 't'.repeat(101), url: '' })).toBe(
      'Title must be less than 100 characters',
    );
    expect(validateClip({ title: 't'.repeat(100), url: ' ' })).toBe('URL is required');
    expect(validateClip({ title: 'Clip', url: 'ftp://x.org/a.mp4' })).toBe(
      'Please enter a valid URL',
    );
    expect(validateClip({ title: 'Clip', url: 'http://x.org/a.mp4' })).toBeNull();
  });

  it('stops at 5 clips', () => {
    expect(checkClipLimit(4)).toBeNull();
    expect(checkClipLimit(5)?.description).toBe('You can only have up to 5 clips.');
  });
});

describe('YouTube', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    `https://www.youtube.com/watch?v=${id}&t=10`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}?si=x`,
    `https://www.youtube.com/embed/${id}`,
    `https://youtube.com/shorts/${id}`,
    `https://www.youtube.com/live/${id}`,
    `https://www.youtube.com/v/${id}`,
  ])('finds the id in %s', (url) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://youtu.be/',
    'https://vimeo.com/12345678901',
    `https://notyoutube.com/watch?v=${id}`,
    'not a url',
  ])('finds no id in %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });

  it('builds the thumbnail URL and types clips', () => {
    expect(youtubeThumbnailUrl(id)).toBe(`https://img.youtube.com/vi/${id}/hqdefault.jpg`);
    expect(clipTypeForUrl(`https://youtu.be/${id}`)).toBe('youtube');
    expect(clipTypeForUrl('https://cdn.example/a.mp4')).toBe('direct');
    expect(clipThumbnailUrl({ type: 'youtube', url: `https://youtu.be/${id}` })).toBe(
      youtubeThumbnailUrl(id),
    );
    expect(clipThumbnailUrl({ type: 'direct', url: `https://youtu.be/${id}` })).toBeNull();
  });
});
