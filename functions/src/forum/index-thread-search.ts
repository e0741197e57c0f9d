// Keeps `searchTokens` equal to `searchTokens(title, body)` whatever wrote the thread (createThread
// writes them already; an edit by an admin tool would not). Writing only when they differ ends
// the loop its own update starts and makes a redelivered event a no-op.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { searchTokens, threadSchema } from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const indexThreadSearch = onDocumentWritten('threads/{threadId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const title: unknown = after.get('title');
  const body: unknown = after.get('body');
  if (typeof title !== 'string' || typeof body !== 'string') return;
  const expected = searchTokens(title, body);
  const stored: unknown = after.get('searchTokens');
  if (Array.isArray(stored) && sameList(stored, expected)) return;
  await storedDoc(threadSchema, after.ref).update({ searchTokens: expected });
});

function sameList(stored: unknown[], expected: string[]): boolean {
  return stored.length === expected.length && stored.every((token, i) => token === expected[i]);
}
