import { describe, expect, it } from 'vitest';
import {
  analysisCompleteToast,
  analysisFailedToast,
  callbackConnectionFailedToast,
  spotifyAuthCallbackInput,
  spotifyAuthStartOutput,
  streamingAnalysisSchema,
  streamingTokensSchema,
} from '../index.js';

describe('streaming wording', () => {
  it('counts tracks and wraps failures', () => {
    expect(analysisCompleteToast(12)).toEqual({
      title: 'Analysis Complete',
      description: 'Found 12 classical tracks in your recent listening history.',
    });
    expect(callbackConnectionFailedToast('bad code')).toEqual({
      title: 'Connection Failed',
      description: 'Failed to complete Spotify connection: bad code',
    });
    expect(analysisFailedToast('x').title).toBe('Analysis Failed');
  });
});

describe('streaming schemas', () => {
  const artist = { name: 'Martha Argerich', type: 'artist', count: 3 };
  const track = {
    name: 'Gaspard',
    composer: 'Ravel',
    performer: 'Argerich',
    artist: 'Argerich',
    count: 2,
  };

  it('keep at most 3 artists and tracks', () => {
    const analysis = { topArtists: [artist], topTracks: [track, track, track], lastSyncedAt: null };
    expect(streamingAnalysisSchema.safeParse(analysis).success).toBe(true);
    expect(
      streamingAnalysisSchema.safeParse({
        ...analysis,
        topArtists: [artist, artist, artist, artist],
      }).success,
    ).toBe(false);
  });

  it('validate tokens and callables', () => {
    expect(
      streamingTokensSchema.safeParse({
        accessToken: 'a',
        refreshToken: 'r',
        expiresAt: new Date(),
        scope: 'user-top-read',
        analysedAt: null,
      }).success,
    ).toBe(true);
    expect(spotifyAuthCallbackInput.safeParse({ code: '', state: 's' }).success).toBe(false);
    expect(spotifyAuthCallbackInput.safeParse({ code: 'c' }).success).toBe(false);
    expect(spotifyAuthCallbackInput.safeParse({ code: 'c', state: 's' }).success).toBe(true);
    expect(spotifyAuthStartOutput.safeParse({ authUrl: 'not a url' }).success).toBe(false);
  });
});
