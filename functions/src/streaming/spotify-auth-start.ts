// The spec's spotify-auth, first call: a new pending authorization (state and PKCE verifier kept
// in streamingAuthorizations/{uid}, which no client can read) and the provider's authorize URL
// the browser is sent to. A second start replaces the first.
import {
  STREAMING_AUTHORIZATION_TTL_MS,
  paths,
  spotifyAuthStartInput,
  streamingAuthorizationSchema,
} from '@salon/domain';
import { onCall } from 'firebase-functions/v2/https';
import { storedDoc } from '../shared/stored.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { providerConfig, STREAMING_FUNCTION_OPTIONS } from './config.js';
import { newAuthorizationSecrets } from './pkce.js';

/** Reading the member's top artists and tracks is all the analysis needs. */
const SCOPE = 'user-top-read';

export const spotifyAuthStart = onCall(STREAMING_FUNCTION_OPTIONS, async (request) => {
  const { uid } = await requireMember(request);
  parseInput(spotifyAuthStartInput, request.data);
  const config = providerConfig();
  const { state, codeVerifier, codeChallenge } = newAuthorizationSecrets();
  await storedDoc(streamingAuthorizationSchema, paths.streamingAuthorization(uid)).set(
    streamingAuthorizationSchema.parse({
      state,
      codeVerifier,
      redirectUri: config.redirectUri,
      expiresAt: new Date(Date.now() + STREAMING_AUTHORIZATION_TTL_MS),
    }),
  );
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    scope: SCOPE,
    redirect_uri: config.redirectUri,
    state,
    code_challenge_method: 'S256',
    code_challenge: codeChallenge,
  });
  return { authUrl: `${config.accountsBaseUrl}/authorize?${query.toString()}` };
});
