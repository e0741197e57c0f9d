// When a thread is deleted (by deleteThread, by its author or an admin directly), everything below
// it goes too: replies (whose own private/author documents cleanUpDeletedReply removes as each
// reply goes), reactions, views (members' and visitors'), the thread's private/author, its
// earlier versions and the counters' markers. Deleting what is already gone is a no-op, so a
// redelivered event is harmless.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { deleteAll } from '../shared/delete-all.js';
import { threadRef } from './post-refs.js';

const THREAD_SUBCOLLECTIONS = [
  'replies',
  'reactions',
  'views',
  'visitorViews',
  'private',
  'appliedEvents',
  'revisions',
] as const;

export const cleanUpDeletedThread = onDocumentDeleted('threads/{threadId}', async (event) => {
  const thread = threadRef(event.params.threadId);
  for (const name of THREAD_SUBCOLLECTIONS) await deleteAll(thread.collection(name));
});
