// Invariant: a member's "Remove picture" takes down every served file of that kind and the URLs
// that named them, in that order, so no link outlives its file for long. Members remove only
// their own (staff removal of a reported picture is the moderation callables').
import { onCall } from 'firebase-functions/v2/https';
import { FieldValue } from 'firebase-admin/firestore';
import { paths, removeProfilePictureInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { deleteServedPictures } from './picture-files.js';

export const removeProfilePicture = onCall(async (request): Promise<{ removed: true }> => {
  const { uid } = await requireMember(request);
  const { kind } = parseInput(removeProfilePictureInput, request.data);
  await deleteServedPictures(undefined, uid, kind);
  if (kind === 'avatar') await db.doc(paths.profile(uid)).update({ avatar: FieldValue.delete() });
  else await db.doc(paths.profileBanner(uid)).delete();
  return { removed: true };
});
