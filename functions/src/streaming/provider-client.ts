// The provider's HTTP endpoints as the functions use them: the token endpoint (code exchange and
// refresh, authenticated with the client secret) and the ranked top items. Every failure becomes
// a ProviderError saying what happened, so callers choose the member's message.
import {
  SPOTIFY_TOP_TRACKS_LIMIT,
  spotifyTopArtistsPageSchema,
  spotifyTopTracksPageSchema,
  type SpotifyTopArtistsPage,
  type SpotifyTopTracksPage,
} from '@salon/domain';
import { z } from 'zod/mini';
import type { ProviderConfig } from './config.js';

/** Longest wait for one provider request: a stuck provider must not hold a function. */
const REQUEST_TIMEOUT_MS = 10_000;
/** What a 429 without a readable Retry-After asks for. */
const DEFAULT_RETRY_AFTER_S = 30;

export type ProviderFailure =
  | { kind: 'not-allow-listed' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unreachable' }
  /** The access token was refused (expired early, or revoked). */
  | { kind: 'unauthorized' }
  /** The token endpoint refused a code or refresh token (OAuth's invalid_grant). */
  | { kind: 'invalid-grant'; description: string }
  | { kind: 'unexpected'; detail: string };

export class ProviderError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(`streaming provider: ${JSON.stringify(failure)}`);
    this.name = 'ProviderError';
  }
}

const tokenAnswerSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.int().check(z.positive()),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  scope: z.optional(z.string()),
});

const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.optional(z.string()),
});

export interface ProviderTokens {
  readonly accessToken: string;
  /** Absent when a refresh keeps the old refresh token. */
  readonly refreshToken: string | undefined;
  readonly expiresAt: Date;
  readonly scope: string;
}

async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    throw new ProviderError({ kind: 'unreachable' });
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ProviderError({ kind: 'unexpected', detail: `HTTP ${response.status}, not JSON` });
  }
}

function retryAfterSeconds(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_AFTER_S;
}

/** The failures any endpoint may answer with. */
function commonFailure(response: Response): ProviderError | null {
  if (response.status === 429) {
    return new ProviderError({
      kind: 'rate-limited',
      retryAfterSeconds: retryAfterSeconds(response),
    });
  }
  if (response.status === 403) return new ProviderError({ kind: 'not-allow-listed' });
  return null;
}

async function tokenRequest(config: ProviderConfig, form: Record<string, string>) {
  const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const response = await request(`${config.accountsBaseUrl}/api/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${credentials}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  const failure = commonFailure(response);
  if (failure) throw failure;
  const body = await jsonOf(response);
  if (!response.ok) {
    const oauth = oauthErrorSchema.safeParse(body);
    if (oauth.success && oauth.data.error === 'invalid_grant') {
      throw new ProviderError({
        kind: 'invalid-grant',
        description: oauth.data.error_description ?? 'invalid_grant',
      });
    }
    const detail = oauth.success
      ? `${oauth.data.error}: ${oauth.data.error_description ?? ''}`
      : `HTTP ${response.status}`;
    throw new ProviderError({ kind: 'unexpected', detail });
  }
  const answer = tokenAnswerSchema.safeParse(body);
  if (!answer.success) throw new ProviderError({ kind: 'unexpected', detail: 'token answer' });
  return {
    accessToken: answer.data.access_token,
    refreshToken: answer.data.refresh_token,
    expiresAt: new Date(Date.now() + answer.data.expires_in * 1000),
    scope: answer.data.scope ?? '',
  } satisfies ProviderTokens;
}

/** The authorization_code grant, with the PKCE verifier of the authorization it answers. */
export function exchangeCode(
  config: ProviderConfig,
  code: string,
  codeVerifier: string,
  redirectUri: string,
): Promise<ProviderTokens> {
  return tokenRequest(config, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
  });
}

/** The refresh_token grant; the answer may carry a new refresh token. */
export function refreshAccess(config: ProviderConfig, refreshToken: string) {
  return tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

async function apiGet<Schema extends z.ZodMiniType>(
  config: ProviderConfig,
  accessToken: string,
  path: string,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const response = await request(`${config.apiBaseUrl}${path}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const failure = commonFailure(response);
  if (failure) throw failure;
  if (response.status === 401) throw new ProviderError({ kind: 'unauthorized' });
  if (!response.ok) {
    throw new ProviderError({ kind: 'unexpected', detail: `HTTP ${response.status}` });
  }
  const page = schema.safeParse(await jsonOf(response));
  if (!page.success) throw new ProviderError({ kind: 'unexpected', detail: `${path} answer` });
  return page.data;
}

/** The member's ranked top tracks and artists over the medium term (about six months). */
export async function fetchTopItems(
  config: ProviderConfig,
  accessToken: string,
): Promise<{ tracks: SpotifyTopTracksPage; artists: SpotifyTopArtistsPage }> {
  const query = `time_range=medium_term&limit=${SPOTIFY_TOP_TRACKS_LIMIT}`;
  const [tracks, artists] = await Promise.all([
    apiGet(config, accessToken, `/v1/me/top/tracks?${query}`, spotifyTopTracksPageSchema),
    apiGet(config, accessToken, `/v1/me/top/artists?${query}`, spotifyTopArtistsPageSchema),
  ]);
  return { tracks, artists };
}
