// Who may see a member's profile sections (the banner among them), decided as firestore.rules'
// canReadProfileSections decides it for direct reads: the member, an admin, anyone while the
// profile is public, or an accepted friend whom the member has not blocked. Functions acting for a member ask it so they never
// reveal what that member could not read.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  friendshipDocId,
  friendshipSchema,
  paths,
  readStoredFields,
  type Viewer,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { hasBlocked } from '../shared/blocks.js';
import { isPrivateCard } from '../shared/profile-privacy.js';

export async function mayReadProfileSections(
  viewer: Viewer,
  card: DocumentSnapshot,
): Promise<boolean> {
  if (viewer.uid === card.id || viewer.role === 'admin') return true;
  if (!isPrivateCard(card)) return true;
  const friendship = await db
    .doc(`${paths.friendships}/${friendshipDocId(viewer.uid, card.id)}`)
    .get();
  const { status } = readStoredFields(friendshipSchema, friendship.data(), ['status']);
  return status === 'accepted' && !(await hasBlocked(card.id, viewer.uid));
}
