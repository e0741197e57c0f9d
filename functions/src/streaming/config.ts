// Where the streaming provider lives and who we are to it. Every URL and the client id are
// configuration params (their defaults are `npm start`'s fake provider, docs/streaming.md says
// how to point them at Spotify); the client secret is a Cloud Functions secret.
import { defineSecret, defineString } from 'firebase-functions/params';
import { STREAMING_PROVIDER_ERRORS } from '@salon/domain';
import { refuse } from '../shared/refusal.js';

export const spotifyClientSecret = defineSecret('SPOTIFY_CLIENT_SECRET');

const clientId = defineString('SPOTIFY_CLIENT_ID', {
  default: 'fake-spotify-client',
  description: 'The Spotify app’s client id (developer dashboard).',
});
const accountsBaseUrl = defineString('SPOTIFY_ACCOUNTS_BASE_URL', {
  default: 'http://127.0.0.1:9399',
  description: 'Spotify’s accounts service: https://accounts.spotify.com',
});
const apiBaseUrl = defineString('SPOTIFY_API_BASE_URL', {
  default: 'http://127.0.0.1:9399',
  description: 'Spotify’s Web API: https://api.spotify.com',
});
const redirectUri = defineString('SPOTIFY_REDIRECT_URI', {
  default: 'http://127.0.0.1:5173/auth/spotify/callback',
  description: 'The site’s /auth/spotify/callback, registered in the Spotify app.',
});

export interface ProviderConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly accountsBaseUrl: string;
  readonly apiBaseUrl: string;
  readonly redirectUri: string;
}

/** The configuration in force; a missing value is refused by name rather than sent half-made. */
export function providerConfig(): ProviderConfig {
  const values = {
    clientId: [clientId.value(), clientId.name],
    clientSecret: [spotifyClientSecret.value(), spotifyClientSecret.name],
    accountsBaseUrl: [accountsBaseUrl.value(), accountsBaseUrl.name],
    apiBaseUrl: [apiBaseUrl.value(), apiBaseUrl.name],
    redirectUri: [redirectUri.value(), redirectUri.name],
  } as const;
  for (const [value, name] of Object.values(values)) {
    if (!value) {
      throw refuse('failed-precondition', STREAMING_PROVIDER_ERRORS.notConfigured(name));
    }
  }
  return {
    clientId: values.clientId[0],
    clientSecret: values.clientSecret[0],
    accountsBaseUrl: values.accountsBaseUrl[0].replace(/\/+$/, ''),
    apiBaseUrl: values.apiBaseUrl[0].replace(/\/+$/, ''),
    redirectUri: values.redirectUri[0],
  };
}

/** What every streaming function declares, so Cloud Functions mounts the secret for it. */
export const STREAMING_FUNCTION_OPTIONS = { secrets: [spotifyClientSecret] };
