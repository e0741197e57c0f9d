// The spec's spotify-classical-analysis: the member's classical listening from the provider's
// ranked top items, stored in the streaming section; answers how many classical tracks it found.
// At most once per STREAMING_COOLDOWN_MS per member.
import { spotifyClassicalAnalysisInput } from '@salon/domain';
import { onCall } from 'firebase-functions/v2/https';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { analyseMember } from './analyse-member.js';
import { providerConfig, STREAMING_FUNCTION_OPTIONS } from './config.js';
import { refuseWithinCooldown } from './cooldown.js';
import { answeringInMembersWords } from './errors.js';
import { readTokens } from './tokens.js';

export const spotifyClassicalAnalysis = onCall(STREAMING_FUNCTION_OPTIONS, async (request) => {
  const { uid } = await requireMember(request);
  parseInput(spotifyClassicalAnalysisInput, request.data);
  const config = providerConfig();
  refuseWithinCooldown((await readTokens(uid))?.analysedAt);
  const classicalTracksFound = await answeringInMembersWords(() => analyseMember(config, uid));
  return { success: true, classicalTracksFound };
});
