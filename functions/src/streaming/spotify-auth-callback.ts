// The spec's spotify-auth on the callback: the code and state the provider sent back. The
// member's pending authorization is used up by this call whatever happens (one try per
// authorization, so a replayed code or state finds nothing); if the state matches and has not
// expired, the code is exchanged here with the verifier and the tokens stored out of clients' reach.
import {
  STREAMING_PROVIDER_ERRORS,
  paths,
  spotifyAuthCallbackInput,
  streamingAuthorizationSchema,
  type StreamingAuthorization,
} from '@salon/domain';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { providerConfig, STREAMING_FUNCTION_OPTIONS } from './config.js';
import { answeringInMembersWords } from './errors.js';
import { sameState } from './pkce.js';
import { exchangeCode } from './provider-client.js';
import { readSection, writeSection } from './section.js';
import { tokensRef, tokensToStore } from './tokens.js';
import { refuse } from '../shared/refusal.js';

/** Takes the pending authorization away and answers it, or null when there was none. */
async function consumePendingAuthorization(uid: string): Promise<StreamingAuthorization | null> {
  const ref = db.doc(paths.streamingAuthorization(uid));
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    transaction.delete(ref);
    const data = snapshot.data() ?? {};
    const parsed = streamingAuthorizationSchema.safeParse({
      ...data,
      expiresAt: data.expiresAt?.toDate?.(),
    });
    return parsed.success ? parsed.data : null;
  });
}

export const spotifyAuthCallback = onCall(STREAMING_FUNCTION_OPTIONS, async (request) => {
  const { uid } = await requireMember(request);
  const { code, state } = parseInput(spotifyAuthCallbackInput, request.data);
  const config = providerConfig();
  const pending = await consumePendingAuthorization(uid);
  if (!pending || pending.expiresAt.getTime() < Date.now() || !sameState(pending.state, state)) {
    throw refuse('failed-precondition', STREAMING_PROVIDER_ERRORS.authorizationNotPending);
  }
  const tokens = await answeringInMembersWords(() =>
    exchangeCode(config, code, pending.codeVerifier, pending.redirectUri),
  );
  await db.runTransaction(async (transaction) => {
    const section = await readSection(transaction, uid);
    transaction.set(tokensRef(uid), tokensToStore(tokens, null));
    writeSection(transaction, uid, section, { connected: true });
  });
  return { success: true };
});
