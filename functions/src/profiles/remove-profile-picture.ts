// Invariant: a member's "Remove picture" takes down every served file of that kind and the URLs
// that named them, in that order, so no link outlives its file for long. Members remove only
// their own (staff remove a reported picture through deleteReportedContent).
import { onCall } from 'firebase-functions/v2/https';
import { removeProfilePictureInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { deleteServedPictures } from './picture-files.js';
import { clearPictureUrl } from './picture-urls.js';

export const removeProfilePicture = onCall(async (request): Promise<{ removed: true }> => {
  const { uid } = await requireMember(request);
  const { kind } = parseInput(removeProfilePictureInput, request.data);
  await deleteServedPictures(undefined, uid, kind);
  const batch = db.batch();
  clearPictureUrl(batch, uid, kind);
  await batch.commit();
  return { removed: true };
});
