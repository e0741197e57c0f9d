// Keeps `profiles/{uid}.searchGrams` right after every profile write (clients may not write it).
// Writing only when it differs ends the loop its own update starts and makes redelivery a no-op.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { profileSchema, readStoredFields, userSearchGrams } from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const indexProfileSearch = onDocumentWritten('profiles/{uid}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const card = readStoredFields(profileSchema, after.data(), [
    'username',
    'displayName',
    'searchGrams',
  ]);
  const expected = userSearchGrams(card.username ?? '', card.displayName ?? '');
  const stored = card.searchGrams;
  if (
    stored !== undefined &&
    stored.length === expected.length &&
    stored.every((gram, i) => gram === expected[i])
  ) {
    return;
  }
  await storedDoc(profileSchema, after.ref).update({ searchGrams: expected });
});
