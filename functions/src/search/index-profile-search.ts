// Keeps `profiles/{uid}.searchGrams` right after every profile write (clients may not write it).
// Writing only when it differs ends the loop its own update starts and makes redelivery a no-op.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { profileSchema, readStoredFields, userSearchGrams, text } from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const indexProfileSearch = onDocumentWritten('profiles/{uid}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const card = after.data() ?? {};
  // Names as stored, whatever the form allows now: the field reader, not the card's schema.
  const expected = userSearchGrams(text(card['username']), text(card['displayName']));
  const stored = readStoredFields(profileSchema, card, ['searchGrams']).searchGrams;
  if (
    stored !== undefined &&
    stored.length === expected.length &&
    stored.every((gram, i) => gram === expected[i])
  ) {
    return;
  }
  await storedDoc(profileSchema, after.ref).update({ searchGrams: expected });
});
