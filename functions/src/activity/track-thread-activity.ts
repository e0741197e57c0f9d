// "Started": when a discussion is created, its author's activity record gets `startedAt` (and
// whether it was posted anonymously). The author is read from the thread's private/author,
// which createThread writes in the same batch, so an anonymous thread counts for its author too.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { authorIdOf } from '../shared/authored-post.js';
import { incarnationKey } from '../shared/incarnation.js';
import { dateOf, recordActivity } from './activity-records.js';

export const trackThreadActivity = onDocumentCreated('threads/{threadId}', async (event) => {
  const thread = event.data;
  if (!thread) return;
  const memberId = await authorIdOf(thread.ref);
  if (memberId === null) return;
  await recordActivity({
    memberId,
    target: { kind: 'thread', threadId: event.params.threadId },
    change: {
      kind: 'started',
      at: dateOf(thread.get('createdAt')),
      anonymous: thread.get('isAnonymous') === true,
    },
    eventKey: `activity_started_${incarnationKey(thread)}`,
  });
});
