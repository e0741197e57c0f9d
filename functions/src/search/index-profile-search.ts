// Keeps `profiles/{uid}.searchGrams` right after every profile write (clients may not write it).
// Writing only when it differs ends the loop its own update starts and makes redelivery a no-op.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { profileSchema, userSearchGrams } from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const indexProfileSearch = onDocumentWritten('profiles/{uid}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const expected = userSearchGrams(text(after.get('username')), text(after.get('displayName')));
  const stored: unknown = after.get('searchGrams');
  if (
    Array.isArray(stored) &&
    stored.length === expected.length &&
    stored.every((gram, i) => gram === expected[i])
  ) {
    return;
  }
  await storedDoc(profileSchema, after.ref).update({ searchGrams: expected });
});
