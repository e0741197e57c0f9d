// Disconnecting: the tokens and any pending authorization deleted, the Spotify analysis and the
// connected flag cleared (an imported history stays: it is the member's own file, not Spotify's
// connection). Spotify has no endpoint to revoke a token; the member removes the app's access in
// their Spotify account settings (docs/streaming.md).
import { paths, spotifyDisconnectInput } from '@salon/domain';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { disconnect } from './tokens.js';

export const spotifyDisconnect = onCall(async (request) => {
  // Withdrawing one's own data, as deleting the account: open to a suspended member too.
  const { uid } = await requireMember(request, { whileSuspended: true });
  parseInput(spotifyDisconnectInput, request.data);
  await db.doc(paths.streamingAuthorization(uid)).delete();
  await disconnect(uid);
  return { success: true };
});
