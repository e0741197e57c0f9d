// Every member appears in the admin list: when a profile is created, the role mirror gets an
// entry with the default role, unless one exists already (an admin set it first, or this event
// was delivered twice).
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { DEFAULT_ROLE, paths } from '@salon/domain';
import { db } from '../shared/admin.js';

export const mirrorNewMemberRole = onDocumentCreated('profiles/{uid}', async (event) => {
  const mirror = db.doc(`${paths.userRoles}/${event.params.uid}`);
  await db.runTransaction(async (transaction) => {
    if ((await transaction.get(mirror)).exists) return;
    transaction.create(mirror, { role: DEFAULT_ROLE, updatedAt: FieldValue.serverTimestamp() });
  });
});
