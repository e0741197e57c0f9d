// When a thread is deleted (by deleteThread, by its author or an admin directly), everything below
// it goes too: replies (whose own private/author documents cleanUpDeletedReply removes as each
// reply goes), reactions, views (members' and visitors'), the thread's private/author, its
// earlier versions and the counters' markers, deltas and fold leases; and every member's activity record and save of it
// (collection-group queries on `threadId`, exempted in firestore.indexes.json). Deleting what is
// already gone is a no-op, so a redelivered event is harmless.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { readStoredFields, threadSchema } from '@salon/domain';
import { db } from '../shared/admin.js';
import { deleteAll } from '../shared/delete-all.js';
import { pollRef } from '../polls/poll-refs.js';
import { threadRef } from './post-refs.js';

const THREAD_SUBCOLLECTIONS = [
  'replies',
  'reactions',
  'views',
  'visitorViews',
  'private',
  'appliedEvents',
  'counterDeltas',
  'counterFolds',
  'revisions',
] as const;

export const cleanUpDeletedThread = onDocumentDeleted('threads/{threadId}', async (event) => {
  const { pollId } = readStoredFields(threadSchema, event.data?.data(), ['pollId']);
  if (pollId !== undefined) await db.recursiveDelete(pollRef(pollId));
  const thread = threadRef(event.params.threadId);
  for (const name of THREAD_SUBCOLLECTIONS) await deleteAll(thread.collection(name));
  // After the replies and reactions: their activity triggers find the thread gone and write nothing.
  for (const group of ['activity', 'savedThreads']) {
    await deleteAll(db.collectionGroup(group).where('threadId', '==', event.params.threadId));
  }
});
