// A stand-in for Spotify's accounts service and Web API, for offline work and the tests
// (docs/streaming.md): the authorize page, the token endpoint (authorization code with PKCE S256,
// refresh with rotation, invalid_grant once revoked), /v1/me/top/{tracks,artists}, and a control
// endpoint that makes an account's calls fail (401, 403, 429 with Retry-After, 500, a dropped
// connection), expires its tokens or revokes them. node:http only; loopback only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizePage } from './authorize-page.js';
import { DEMO_LISTENING, isDemoListening, topArtistsOf, type DemoTrack } from './demo-listening.js';
import {
  ACCESS_TOKEN_LIFETIME_S,
  ProviderState,
  type FailureMode,
  type TokenGrant,
} from './provider-state.js';

/** `npm start`'s port; the functions' configuration params default to it (docs/streaming.md). */
export const FAKE_SPOTIFY_PORT = 9399;
export const FAKE_SPOTIFY_CLIENT_ID = 'fake-spotify-client';
export const FAKE_SPOTIFY_CLIENT_SECRET = 'fake-spotify-secret';
const SCOPE = 'user-top-read';
const TIME_RANGES = new Set(['short_term', 'medium_term', 'long_term']);

export interface FakeSpotifyOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Redirect URIs the fake app has registered; anything else is refused, never redirected to. */
  redirectUris: readonly string[];
}

export interface FakeSpotify {
  /** The accounts service and the API both answer here. */
  url: string;
  /** The functions' configuration for this provider (their params, and the secret). */
  functionsEnv: Record<string, string>;
  stop(): Promise<void>;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
    ...headers,
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const apiError = (status: number, message: string) =>
  new HttpFailure(status, { error: { status, message } });
const oauthError = (error: string, description: string, status = 400) =>
  new HttpFailure(status, { error, error_description: description });

function trackJson({ id, name, album, durationMs, artists }: DemoTrack) {
  return {
    id,
    name,
    type: 'track',
    uri: `spotify:track:${id}`,
    duration_ms: durationMs,
    album: { name: album, type: 'album' },
    artists: artists.map((artist) => ({
      ...artist,
      type: 'artist',
      uri: `spotify:artist:${artist.id}`,
    })),
  };
}

function page<T>(items: readonly T[], url: URL) {
  const limitText = url.searchParams.get('limit') ?? '20';
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw apiError(400, 'Invalid limit');
  const timeRange = url.searchParams.get('time_range') ?? 'medium_term';
  if (!TIME_RANGES.has(timeRange)) throw apiError(400, 'Invalid time range');
  const taken = items.slice(0, limit);
  return {
    href: url.href,
    items: taken,
    limit,
    offset: 0,
    total: items.length,
    next: null,
    previous: null,
  };
}

function parseFailure(value: unknown): FailureMode | null {
  if (value === null) return null;
  const failure = value as { status?: unknown; retryAfterSeconds?: unknown };
  if (failure.status === 429) {
    const retryAfterSeconds = Number(failure.retryAfterSeconds ?? 30);
    return { status: 429, retryAfterSeconds };
  }
  if (failure.status === 401 || failure.status === 403 || failure.status === 500) {
    return { status: failure.status };
  }
  if (failure.status === 'network') return { status: 'network' };
  throw new HttpFailure(400, { error: `unknown failure ${JSON.stringify(value)}` });
}

export async function startFakeSpotify(options: FakeSpotifyOptions): Promise<FakeSpotify> {
  const state = new ProviderState();

  function authorize(url: URL): string {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== FAKE_SPOTIFY_CLIENT_ID)
      throw new HttpFailure(400, 'INVALID_CLIENT: Invalid client');
    if (!options.redirectUris.includes(redirectUri)) {
      throw new HttpFailure(400, 'INVALID_CLIENT: Invalid redirect URI');
    }
    if (query.get('response_type') !== 'code')
      throw new HttpFailure(400, 'response_type must be code');
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      throw new HttpFailure(400, 'code_challenge with code_challenge_method=S256 is required');
    }
    return authorizePage({
      redirectUri,
      state: query.get('state') ?? '',
      codeChallenge: query.get('code_challenge') ?? '',
      scope: query.get('scope') ?? '',
    });
  }

  function decide(form: URLSearchParams): string {
    const redirectUri = form.get('redirectUri') ?? '';
    if (!options.redirectUris.includes(redirectUri))
      throw new HttpFailure(400, 'Invalid redirect URI');
    const target = new URL(redirectUri);
    const stateParam = form.get('state');
    if (form.get('decision') === 'approve') {
      const account = form.get('account')?.trim() || 'demo-listener';
      const listening = form.get('listening');
      if (isDemoListening(listening)) state.account(account).listening = listening;
      target.searchParams.set(
        'code',
        state.issueCode(account, redirectUri, form.get('codeChallenge') ?? ''),
      );
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    if (stateParam) target.searchParams.set('state', stateParam);
    return target.href;
  }

  function tokenGrant(request: IncomingMessage, form: URLSearchParams): TokenGrant {
    const expected = `Basic ${Buffer.from(`${FAKE_SPOTIFY_CLIENT_ID}:${FAKE_SPOTIFY_CLIENT_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      throw oauthError('invalid_client', 'Invalid client secret', 401);
    }
    switch (form.get('grant_type')) {
      case 'authorization_code':
        return state.redeemCode(
          form.get('code') ?? '',
          form.get('redirect_uri') ?? '',
          form.get('code_verifier') ?? '',
        );
      case 'refresh_token':
        return state.refresh(form.get('refresh_token') ?? '');
      default:
        throw oauthError(
          'unsupported_grant_type',
          'grant_type must be authorization_code or refresh_token',
        );
    }
  }

  /** The account behind a bearer token, after that account's failure mode has had its say. */
  function apiAccount(request: IncomingMessage, response: ServerResponse): string | null {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) throw apiError(401, 'No token provided');
    const found = state.bearer(bearer);
    if ('refused' in found) throw apiError(401, found.refused);
    const account = state.account(found.account);
    account.requests.api += 1;
    const failure = account.failure;
    if (!failure) return found.account;
    if (account.failuresLeft !== null && (account.failuresLeft -= 1) <= 0) {
      account.failure = null;
      account.failuresLeft = null;
    }
    if (failure.status === 'network') {
      response.socket?.destroy();
      return null;
    }
    if (failure.status === 429) {
      send(
        response,
        429,
        { error: { status: 429, message: 'API rate limit exceeded' } },
        {
          'Retry-After': String(failure.retryAfterSeconds),
        },
      );
      return null;
    }
    const messages = {
      401: 'The access token expired',
      403: 'User not registered in the Developer Dashboard',
      500: 'Server error',
    };
    throw apiError(failure.status, messages[failure.status]);
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string[]) {
    const [name, action] = path;
    if (!name) throw new HttpFailure(404, { error: 'no account named' });
    const account = state.account(decodeURIComponent(name));
    if (request.method === 'GET' && !action) return send(response, 200, account);
    if (request.method !== 'POST') throw new HttpFailure(405, { error: 'POST' });
    if (action === 'expire-tokens') state.expireTokens(decodeURIComponent(name));
    else if (action === 'revoke') state.revoke(decodeURIComponent(name));
    else if (!action) {
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      if ('listening' in body) {
        if (!isDemoListening(body.listening))
          throw new HttpFailure(400, { error: 'unknown listening' });
        account.listening = body.listening;
      }
      if ('failure' in body) {
        account.failure = parseFailure(body.failure);
        account.failuresLeft = typeof body.times === 'number' ? body.times : null;
      }
    } else throw new HttpFailure(404, { error: `no action ${action}` });
    send(response, 200, account);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const path = url.pathname.split('/').filter(Boolean);
    if (request.method === 'GET' && url.pathname === '/authorize') {
      return send(response, 200, authorize(url));
    }
    if (request.method === 'POST' && url.pathname === '/authorize/decision') {
      const location = decide(new URLSearchParams(await readBody(request)));
      response.writeHead(302, { Location: location });
      return void response.end();
    }
    if (request.method === 'POST' && url.pathname === '/api/token') {
      const grant = tokenGrant(request, new URLSearchParams(await readBody(request)));
      if (!grant.ok) throw oauthError('invalid_grant', grant.description);
      return send(response, 200, {
        access_token: grant.accessToken,
        token_type: 'Bearer',
        scope: SCOPE,
        expires_in: ACCESS_TOKEN_LIFETIME_S,
        refresh_token: grant.refreshToken,
      });
    }
    if (request.method === 'GET' && url.pathname === '/v1/me/top/tracks') {
      const account = apiAccount(request, response);
      if (account === null) return;
      const tracks = DEMO_LISTENING[state.account(account).listening];
      return send(response, 200, page(tracks.map(trackJson), url));
    }
    if (request.method === 'GET' && url.pathname === '/v1/me/top/artists') {
      const account = apiAccount(request, response);
      if (account === null) return;
      const artists = topArtistsOf(DEMO_LISTENING[state.account(account).listening]);
      const items = artists.map((artist) => ({
        ...artist,
        type: 'artist',
        uri: `spotify:artist:${artist.id}`,
        genres: [],
      }));
      return send(response, 200, page(items, url));
    }
    if (path[0] === '_control' && path[1] === 'accounts') {
      return control(request, response, path.slice(2));
    }
    throw apiError(404, 'Service not found');
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof HttpFailure) send(response, error.status, error.body);
      else send(response, 500, { error: { status: 500, message: String(error) } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const url = `http://${options.host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    functionsEnv: {
      SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CLIENT_ID,
      SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CLIENT_SECRET,
      SPOTIFY_ACCOUNTS_BASE_URL: url,
      SPOTIFY_API_BASE_URL: url,
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
