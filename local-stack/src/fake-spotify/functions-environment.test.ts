import { describe, expect, it } from 'vitest';
import { spotifyFunctionsEnvironment } from './functions-environment.js';
import type { FakeSpotify } from './server.js';

const fake = {
  url: 'http://127.0.0.1:9399',
  functionsEnv: {
    SPOTIFY_CLIENT_ID: 'fake-spotify-client',
    SPOTIFY_CLIENT_SECRET: 'fake-spotify-secret',
    SPOTIFY_ACCOUNTS_BASE_URL: 'http://127.0.0.1:9399',
    SPOTIFY_API_BASE_URL: 'http://127.0.0.1:9399',
  },
  stop: async () => undefined,
} satisfies FakeSpotify;
const redirect = 'http://127.0.0.1:5173/auth/spotify/callback';

describe('spotifyFunctionsEnvironment', () => {
  it('points the functions at the fake provider by default', () => {
    expect(spotifyFunctionsEnvironment(fake, redirect, {})).toEqual({
      ...fake.functionsEnv,
      SPOTIFY_REDIRECT_URI: redirect,
    });
  });

  it('lets the launcher’s environment name the real provider', () => {
    const env = spotifyFunctionsEnvironment(fake, redirect, {
      SPOTIFY_CLIENT_ID: 'real-id',
      SPOTIFY_CLIENT_SECRET: 'real-secret',
      SPOTIFY_ACCOUNTS_BASE_URL: 'https://accounts.spotify.com',
      SPOTIFY_API_BASE_URL: 'https://api.spotify.com',
      SPOTIFY_REDIRECT_URI: '',
      PATH: '/usr/bin',
    });
    expect(env).toEqual({
      SPOTIFY_CLIENT_ID: 'real-id',
      SPOTIFY_CLIENT_SECRET: 'real-secret',
      SPOTIFY_ACCOUNTS_BASE_URL: 'https://accounts.spotify.com',
      SPOTIFY_API_BASE_URL: 'https://api.spotify.com',
      SPOTIFY_REDIRECT_URI: redirect,
    });
  });
});
