// Clients may create a username claim but never delete one; when a profile's username changes,
// the old claim is released here so the name becomes free again. Only a claim that still belongs
// to this member is deleted, which also makes a redelivered event harmless.
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';

export const releaseOldUsername = onDocumentUpdated('profiles/{uid}', async (event) => {
  const previous: unknown = event.data?.before.get('username');
  const current: unknown = event.data?.after.get('username');
  if (typeof previous !== 'string' || previous === '' || previous === current) return;
  const claim = db.doc(paths.username(previous));
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(claim);
    if (snapshot.get('uid') === event.params.uid) transaction.delete(claim);
  });
});
