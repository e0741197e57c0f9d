// The member's provider tokens (streamingTokens/{uid}, no client may read them): a valid access
// token on demand, refreshed when it has expired or been refused, and the member disconnected
// when the provider says the refresh token is no longer good.
import type { DocumentData } from 'firebase-admin/firestore';
import { paths, streamingTokensSchema, type StreamingTokens } from '@salon/domain';
import { db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';
import type { ProviderConfig } from './config.js';
import { ProviderError, refreshAccess, type ProviderTokens } from './provider-client.js';
import { readSection, writeSection } from './section.js';

/** Refresh this long before the stated expiry, so a token does not run out mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

export const tokensRef = (uid: string) =>
  storedDoc(streamingTokensSchema, paths.streamingToken(uid));

export async function readTokens(uid: string): Promise<StreamingTokens | null> {
  const snapshot = await tokensRef(uid).get();
  if (!snapshot.exists) return null;
  const data: DocumentData = snapshot.data() ?? {};
  const parsed = streamingTokensSchema.safeParse({
    ...data,
    expiresAt: data.expiresAt?.toDate?.(),
    analysedAt: data.analysedAt?.toDate?.() ?? null,
  });
  return parsed.success ? parsed.data : null;
}

/** Stores tokens from the provider (a refresh without a new refresh token keeps the old one). */
export function tokensToStore(
  fresh: ProviderTokens,
  previous: Pick<StreamingTokens, 'refreshToken' | 'analysedAt'> | null,
): StreamingTokens {
  const refreshToken = fresh.refreshToken ?? previous?.refreshToken;
  if (!refreshToken) throw new ProviderError({ kind: 'unexpected', detail: 'no refresh token' });
  return streamingTokensSchema.parse({
    accessToken: fresh.accessToken,
    refreshToken,
    expiresAt: fresh.expiresAt,
    scope: fresh.scope,
    analysedAt: previous?.analysedAt ?? null,
  });
}

/** The member is not connected any more: tokens deleted, the Spotify analysis cleared. */
export async function disconnect(uid: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const section = await readSection(transaction, uid);
    transaction.delete(tokensRef(uid));
    // The import stays; a member with nothing of Spotify stored has nothing to clear.
    if (section.connected || section.spotify) {
      writeSection(transaction, uid, section, { connected: false, spotify: null });
    }
  });
}

/** Revoked at the provider: disconnected, then the caller is told so. */
export class RevokedError extends Error {
  override name = 'RevokedError';
}

/**
 * Refreshes the tokens. When the provider refuses the refresh token, another run may just have
 * rotated it (the scheduled refresh and a member's click at once): the stored one is tried again
 * before the member is disconnected.
 */
export async function refreshTokens(
  config: ProviderConfig,
  uid: string,
  tokens: StreamingTokens,
): Promise<StreamingTokens> {
  try {
    const stored = tokensToStore(await refreshAccess(config, tokens.refreshToken), tokens);
    await tokensRef(uid).set(stored);
    return stored;
  } catch (error) {
    if (!(error instanceof ProviderError) || error.failure.kind !== 'invalid-grant') throw error;
    const current = await readTokens(uid);
    if (current && current.refreshToken !== tokens.refreshToken) return current;
    await disconnect(uid);
    throw new RevokedError();
  }
}

/** Tokens whose access token is still good for a while, refreshed first when it is not. */
export async function freshTokens(
  config: ProviderConfig,
  uid: string,
  tokens: StreamingTokens,
): Promise<StreamingTokens> {
  if (tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()) return tokens;
  return refreshTokens(config, uid, tokens);
}
