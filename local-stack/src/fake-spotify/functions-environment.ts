// What the local functions host is told about the streaming provider: the fake one's address,
// client and secret, unless the launcher's own environment names a provider (SPOTIFY_* set
// before `npm start`, to try the real Spotify locally; docs/streaming.md).
import type { FakeSpotify } from './server.js';

const SPOTIFY_SETTINGS = [
  'SPOTIFY_CLIENT_ID',
  'SPOTIFY_CLIENT_SECRET',
  'SPOTIFY_ACCOUNTS_BASE_URL',
  'SPOTIFY_API_BASE_URL',
  'SPOTIFY_REDIRECT_URI',
] as const;

export function spotifyFunctionsEnvironment(
  fake: FakeSpotify,
  redirectUri: string,
  launcherEnv: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const environment: Record<string, string> = {
    ...fake.functionsEnv,
    SPOTIFY_REDIRECT_URI: redirectUri,
  };
  for (const name of SPOTIFY_SETTINGS) {
    const value = launcherEnv[name];
    if (value) environment[name] = value;
  }
  return environment;
}
