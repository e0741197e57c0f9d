// "Started": when a discussion is created, its author's activity record gets `startedAt` (and
// whether it was posted anonymously). The author is read from the thread's private/author,
// which createThread writes in the same batch, so an anonymous thread counts for its author too.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { readStoredFields, threadSchema } from '@salon/domain';
import { authorIdOf } from '../shared/authored-post.js';
import { incarnationKey } from '../shared/incarnation.js';
import { recordActivity } from './activity-records.js';

export const trackThreadActivity = onDocumentCreated('threads/{threadId}', async (event) => {
  const thread = event.data;
  if (!thread) return;
  const memberId = await authorIdOf(thread.ref);
  if (memberId === null) return;
  const { createdAt, isAnonymous } = readStoredFields(threadSchema, thread.data(), [
    'createdAt',
    'isAnonymous',
  ]);
  await recordActivity({
    memberId,
    target: { kind: 'thread', threadId: event.params.threadId },
    change: {
      kind: 'started',
      at: createdAt ?? new Date(),
      anonymous: isAnonymous === true,
    },
    eventKey: `activity_started_${incarnationKey(thread)}`,
  });
});
