// One member's analysis from the provider: fresh tokens, the ranked top items (a refused access
// token is refreshed and the request tried once more), the classical part of them stored in the
// streaming section. Shared by the analysis callable, the callback and the daily refresh.
import { analyseTopItems } from '@salon/domain';
import { db } from '../shared/admin.js';
import type { ProviderConfig } from './config.js';
import { fetchTopItems, ProviderError } from './provider-client.js';
import { readSection, writeSection } from './section.js';
import { freshTokens, readTokens, refreshTokens, tokensRef } from './tokens.js';

export class NotConnectedError extends Error {
  override name = 'NotConnectedError';
}

/** Analyses the member's listening and stores it; answers the classical tracks found. */
export async function analyseMember(config: ProviderConfig, uid: string): Promise<number> {
  const stored = await readTokens(uid);
  if (!stored) throw new NotConnectedError();
  let tokens = await freshTokens(config, uid, stored);
  let items;
  try {
    items = await fetchTopItems(config, tokens.accessToken);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.failure.kind !== 'unauthorized') throw error;
    tokens = await refreshTokens(config, uid, tokens);
    items = await fetchTopItems(config, tokens.accessToken);
  }
  const analysis = analyseTopItems(items.tracks, items.artists);
  const now = new Date();
  await db.runTransaction(async (transaction) => {
    const section = await readSection(transaction, uid);
    const tokensNow = await transaction.get(tokensRef(uid));
    // Disconnected while the provider answered: store nothing of it.
    if (!tokensNow.exists) throw new NotConnectedError();
    writeSection(transaction, uid, section, {
      connected: true,
      spotify: { ...analysis, countKind: 'rank-score', lastSyncedAt: now },
    });
    transaction.update(tokensRef(uid), { analysedAt: now });
  });
  return analysis.classicalTracksFound;
}
