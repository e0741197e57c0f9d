// When a thread is deleted (by deleteThread, by its author or an admin directly), everything below
// it goes too: replies with their private/author documents, reactions, views, the thread's
// private/author and the counters' markers. Deleting what is already gone is a no-op, so a
// redelivered event is harmless.
import type { CollectionReference } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.js';

const THREAD_SUBCOLLECTIONS = ['reactions', 'views', 'private', 'appliedEvents'] as const;
const BATCH_LIMIT = 400;

export const cleanUpDeletedThread = onDocumentDeleted('threads/{threadId}', async (event) => {
  const thread = db.doc(`threads/${event.params.threadId}`);
  const replies = await thread.collection('replies').get();
  for (const reply of replies.docs) await deleteAll(reply.ref.collection('private'));
  await deleteAll(thread.collection('replies'));
  for (const name of THREAD_SUBCOLLECTIONS) await deleteAll(thread.collection(name));
});

async function deleteAll(collection: CollectionReference) {
  for (;;) {
    const page = await collection.limit(BATCH_LIMIT).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}
