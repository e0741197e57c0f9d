// The fake provider's refusals, as the real one refuses: what the functions suites do not reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceChallenge } from './provider-state.js';
import {
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  startFakeSpotify,
  type FakeSpotify,
} from './server.js';

const redirectUri = 'http://127.0.0.1:5173/auth/spotify/callback';
let spotify: FakeSpotify;
beforeAll(async () => {
  spotify = await startFakeSpotify({ host: '127.0.0.1', port: 0, redirectUris: [redirectUri] });
});
afterAll(() => spotify.stop());

const basic = (secret: string) =>
  `Basic ${Buffer.from(`${FAKE_SPOTIFY_CLIENT_ID}:${secret}`).toString('base64')}`;

function authorizeUrl(change: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: FAKE_SPOTIFY_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    state: 's',
    code_challenge_method: 'S256',
    code_challenge: pkceChallenge('v'.repeat(64)),
    scope: 'user-top-read',
    ...change,
  });
  return `${spotify.url}/authorize?${query}`;
}

async function tokens(account: string) {
  const decision = await fetch(`${spotify.url}/authorize/decision`, {
    method: 'POST',
    body: new URLSearchParams({
      redirectUri,
      state: 's',
      codeChallenge: pkceChallenge('v'.repeat(64)),
      account,
      decision: 'approve',
    }),
    redirect: 'manual',
  });
  const code = new URL(decision.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const response = await fetch(`${spotify.url}/api/token`, {
    method: 'POST',
    headers: { Authorization: basic(FAKE_SPOTIFY_CLIENT_SECRET) },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: 'v'.repeat(64),
    }),
  });
  return (await response.json()) as { access_token: string; refresh_token: string };
}

describe('the fake provider', () => {
  it('shows the consent page only for its client, a registered redirect URI and S256', async () => {
    expect((await fetch(authorizeUrl())).status).toBe(200);
    const refused = [
      authorizeUrl({ redirect_uri: 'https://evil.example/callback' }),
      authorizeUrl({ client_id: 'someone-else' }),
      authorizeUrl({ code_challenge_method: 'plain' }),
    ];
    for (const url of refused) {
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('refuses a wrong client secret', async () => {
    const response = await fetch(`${spotify.url}/api/token`, {
      method: 'POST',
      headers: { Authorization: basic('guessed') },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers top tracks, and a 429 with Retry-After when told to', async () => {
    const { access_token } = await tokens('fake-test');
    const top = (query: string) =>
      fetch(`${spotify.url}/v1/me/top/tracks?${query}`, {
        headers: { Authorization: `Bearer ${access_token}` },
      });
    const page = (await (await top('time_range=medium_term&limit=3')).json()) as {
      items: unknown[];
      total: number;
    };
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe(10);
    expect((await top('time_range=forever')).status).toBe(400);
    await fetch(`${spotify.url}/_control/accounts/fake-test`, {
      method: 'POST',
      body: JSON.stringify({ failure: { status: 429, retryAfterSeconds: 9 }, times: 1 }),
    });
    const limited = await top('time_range=medium_term');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('9');
    expect((await top('time_range=medium_term')).status).toBe(200);
  });
});
