// Clients may create a username claim but never delete one; when a profile's username changes,
// the old claim is released here so the name becomes free again. Only a claim that still belongs
// to this member, whose profile no longer carries the name, is deleted: so a late or redelivered
// event for alice -> alicia cannot free "alice" after the member has renamed back to it.
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';

export const releaseOldUsername = onDocumentUpdated('profiles/{uid}', async (event) => {
  const previous: unknown = event.data?.before.get('username');
  const current: unknown = event.data?.after.get('username');
  if (typeof previous !== 'string' || previous === '' || previous === current) return;
  const claim = db.doc(paths.username(previous));
  const profile = db.doc(paths.profile(event.params.uid));
  await db.runTransaction(async (transaction) => {
    const [claimSnapshot, profileSnapshot] = await transaction.getAll(claim, profile);
    const stillOurs = claimSnapshot?.get('uid') === event.params.uid;
    const stillInUse = profileSnapshot?.get('username') === previous;
    if (stillOurs && !stillInUse) transaction.delete(claim);
  });
});
