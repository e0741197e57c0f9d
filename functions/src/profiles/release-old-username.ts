// Clients may create a username claim but never delete one; when a profile's username changes,
// the old claim is released here so the name becomes free again. Only a claim that still belongs
// to this member, whose profile no longer carries the name, is deleted: so a late or redelivered
// event for alice -> alicia cannot free "alice" after the member has renamed back to it. The
// names are read as stored: one the card's schema now refuses must still be released.
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { paths, readStoredFields, text, usernameClaimSchema } from '@salon/domain';
import { db } from '../shared/admin.js';

const usernameOf = (card: DocumentSnapshot | undefined) => text(card?.data()?.['username']);

export const releaseOldUsername = onDocumentUpdated('profiles/{uid}', async (event) => {
  const previous = usernameOf(event.data?.before);
  if (previous === '' || previous === usernameOf(event.data?.after)) return;
  const claim = db.doc(paths.username(previous));
  const profile = db.doc(paths.profile(event.params.uid));
  await db.runTransaction(async (transaction) => {
    const [claimSnapshot, profileSnapshot] = await transaction.getAll(claim, profile);
    const { uid } = readStoredFields(usernameClaimSchema, claimSnapshot?.data(), ['uid']);
    const stillOurs = uid === event.params.uid;
    const stillInUse = usernameOf(profileSnapshot) === previous;
    if (stillOurs && !stillInUse) transaction.delete(claim);
  });
});
