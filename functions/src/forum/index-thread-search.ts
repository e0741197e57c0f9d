// Keeps `searchTokens` equal to `searchTokens(title, body)` whatever wrote the thread (createThread
// writes them already; an edit by an admin tool would not). Writing only when they differ ends
// the loop its own update starts and makes a redelivered event a no-op.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { readStoredFields, searchTokens, threadSchema } from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const indexThreadSearch = onDocumentWritten('threads/{threadId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const {
    title,
    body,
    searchTokens: stored,
  } = readStoredFields(threadSchema, after.data(), ['title', 'body', 'searchTokens']);
  if (title === undefined || body === undefined) return;
  const expected = searchTokens(title, body);
  if (stored && sameList(stored, expected)) return;
  await storedDoc(threadSchema, after.ref).update({ searchTokens: expected });
});

function sameList(stored: readonly string[], expected: string[]): boolean {
  return stored.length === expected.length && stored.every((token, i) => token === expected[i]);
}
