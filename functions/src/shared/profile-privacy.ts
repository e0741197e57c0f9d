// Whether a member's card hides them, as firestore.rules' isPublicProfile reads it: a card
// without the flag (or no card) counts as private.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { profileSchema, readStoredFields } from '@salon/domain';

export function isPrivateCard(card: DocumentSnapshot): boolean {
  return readStoredFields(profileSchema, card.data(), ['isPrivate']).isPrivate !== false;
}
