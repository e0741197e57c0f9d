// A member's rows in the badges' holder lists name them only while their profile is public:
// turning private takes their uid off every row ("A private member"), turning public puts it
// back. grantBadges writes the flag as it reads it at each grant; this keeps older rows in step.
// Idempotent: it writes what the profile says now, whatever event is delivered.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { BADGE_IDS, paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { badgeHolderRef, memberBadgesRef } from './badge-refs.js';
import { isPrivateCard } from '../shared/profile-privacy.js';
import { heldBadgesOf } from './grant-badges.js';

export const showBadgeHoldersAsProfileSays = onDocumentWritten('profiles/{uid}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!after?.exists) return;
  if (before?.exists && isPrivateCard(before) === isPrivateCard(after)) return;
  const uid = event.params.uid;
  const record = await memberBadgesRef(uid).get();
  if (!record.exists) return;
  const holderKey = record.get('holderKey') as string;
  const { held } = heldBadgesOf(record);
  // The card as it is now, not as the event saw it: events may arrive out of order.
  const memberId = isPrivateCard(await db.doc(paths.profile(uid)).get()) ? null : uid;
  const batch = db.batch();
  for (const badgeId of BADGE_IDS.filter((id) => held.has(id))) {
    batch.update(badgeHolderRef(badgeId, holderKey), { memberId });
  }
  await batch.commit();
});
