// The fake streaming provider as the functions suites drive it: a member connects the way a
// browser would (start, the authorize page's Approve, the callback with the code and state it
// redirected to), and each test's provider account misbehaves on demand.
import { expect } from 'vitest';
import { stackEndpoints } from '../../support/stack-endpoints.js';
import type { Member } from './functions-env.js';

let accounts = 0;

/** A provider account of its own for one test, so failures set for it touch nothing else. */
export function newProviderAccount(label: string): string {
  accounts += 1;
  return `${label}-${process.pid}-${accounts}`;
}

/** What the provider tells the tests about an account. */
interface ProviderAccountState {
  listening: string;
  requests: { authorizationCode: number; refresh: number; api: number };
}

async function control(account: string, action = '', body?: object) {
  const url = `${stackEndpoints().fakeSpotifyUrl}/_control/accounts/${encodeURIComponent(account)}${action && `/${action}`}`;
  const response = await fetch(url, {
    method: body === undefined && action === '' ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`fake provider control: ${response.status}`);
  return (await response.json()) as ProviderAccountState;
}

export const provider = {
  account: (account: string) => control(account),
  /** API calls of the account fail so (all of them, or the next `times`). */
  fail: (
    account: string,
    failure: { status: 401 | 403 | 500 | 'network' } | { status: 429; retryAfterSeconds: number },
    times?: number,
  ) => control(account, '', { failure, ...(times !== undefined && { times }) }),
  heal: (account: string) => control(account, '', { failure: null }),
  expireTokens: (account: string) => control(account, 'expire-tokens'),
  revoke: (account: string) => control(account, 'revoke'),
};

/** Starts an authorization and approves it on the provider's page: the URL it redirects to. */
export async function approveOnProvider(
  member: Member,
  account: string,
  listening: 'classical' | 'pop' = 'classical',
): Promise<URL> {
  const { authUrl } = await member.call('spotifyAuthStart', {});
  const authorize = new URL(authUrl);
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({
    redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
    state: authorize.searchParams.get('state') ?? '',
    codeChallenge: authorize.searchParams.get('code_challenge') ?? '',
    scope: authorize.searchParams.get('scope') ?? '',
    account,
    listening,
    decision: 'approve',
  });
  const decision = await fetch(new URL('/authorize/decision', authorize), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(decision.status).toBe(302);
  return new URL(decision.headers.get('location') ?? '');
}

/** The whole connection: approve, then the callback with what the provider sent back. */
export async function connect(
  member: Member,
  account: string,
  listening: 'classical' | 'pop' = 'classical',
): Promise<void> {
  const callback = await approveOnProvider(member, account, listening);
  await member.call('spotifyAuthCallback', {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
  });
}

/** A listening-history summary as the web app sends importListeningHistory (four classical tracks). */
export const importSummary = {
  topArtists: [{ name: 'Antonín Dvořák', type: 'composer', count: 12 }],
  topTracks: [
    {
      name: 'Symphony No. 9',
      composer: 'Antonín Dvořák',
      performer: '',
      artist: 'Antonín Dvořák',
      count: 12,
    },
  ],
  classicalTracksFound: 4,
  playsCounted: 40,
  periodStart: '2026-03-01T10:00:00.000Z',
  periodEnd: '2026-08-31T10:00:00.000Z',
};
