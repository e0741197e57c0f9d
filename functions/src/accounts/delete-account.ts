// A member deletes their own account. The web app asks for the password first (reauthentication),
// and this checks it happened: the ID token's auth_time must be recent, so a session left open on a
// shared computer cannot delete the account. An admin must be demoted by another admin first, so
// the site never loses its last admin this way.
import { onCall } from 'firebase-functions/v2/https';
import {
  ACCOUNT_DELETION_MESSAGES,
  RECENT_SIGN_IN_MAX_AGE_SECONDS,
  deleteAccountInput,
} from '@salon/domain';
import { parseInput, requireSignedIn } from '../shared/callable.js';
import { currentRole } from '../shared/caller.js';
import { deleteAccountData } from './account-deletion.js';
import { refuse } from '../shared/refusal.js';

export const deleteAccount = onCall({ timeoutSeconds: 540 }, async (request) => {
  const { uid, claims } = requireSignedIn(request);
  parseInput(deleteAccountInput, request.data);
  const signedInAt = Number(claims['auth_time']);
  const age = Date.now() / 1000 - signedInAt;
  if (!Number.isFinite(signedInAt) || age > RECENT_SIGN_IN_MAX_AGE_SECONDS) {
    throw refuse('unauthenticated', ACCOUNT_DELETION_MESSAGES.recentSignInRequired);
  }
  if ((await currentRole(uid)) === 'admin') {
    throw refuse('failed-precondition', ACCOUNT_DELETION_MESSAGES.adminCannotDelete);
  }
  await deleteAccountData(uid);
  return { deleted: true as const };
});
