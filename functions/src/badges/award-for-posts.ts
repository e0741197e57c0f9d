// The badges posting earns: a named discussion, reply or discussion poll moves its author's
// counts (First Post, Conversation Starter, First Reply, Pillar of the Salon, Poll Maker), and a
// member's first reply to a newcomer's first discussion counts towards Welcoming. Anonymous
// posts earn nothing: a badge granted the moment one is posted would name its author.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { paths } from '@salon/domain';
import { createOnce } from '../shared/apply-once.js';
import { db } from '../shared/admin.js';
import { awardBadges } from './award-badges.js';
import { welcomeRef } from './badge-refs.js';

const namedAuthor = (data: DocumentData | undefined): string | null =>
  data && data['isAnonymous'] !== true && typeof data['authorId'] === 'string'
    ? data['authorId']
    : null;

export const awardBadgesForDiscussion = onDocumentCreated('threads/{threadId}', async (event) => {
  const authorId = namedAuthor(event.data?.data());
  if (authorId) await awardBadges(authorId, ['discussionsStarted']);
});

export const awardBadgesForReply = onDocumentCreated(
  'threads/{threadId}/replies/{replyId}',
  async (event) => {
    const authorId = namedAuthor(event.data?.data());
    if (!authorId) return;
    await recordWelcome(event.params.threadId, authorId);
    await awardBadges(authorId, ['repliesPosted', 'newcomersWelcomed']);
  },
);

export const awardBadgesForPollReply = onDocumentCreated(
  'polls/{pollId}/replies/{replyId}',
  async (event) => {
    const authorId = namedAuthor(event.data?.data());
    if (authorId) await awardBadges(authorId, ['repliesPosted']);
  },
);

export const awardBadgesForPoll = onDocumentCreated('polls/{pollId}', async (event) => {
  const poll = event.data?.data();
  const createdBy: unknown = poll?.['createdBy'];
  if (poll?.['kind'] === 'discussion' && typeof createdBy === 'string') {
    await awardBadges(createdBy, ['pollsMade']);
  }
});

/**
 * Counts a welcome when the thread is its named author's first discussion and nobody else has
 * answered it by name yet: `welcomes/{threadId}` is created once, by the first such reply whose
 * trigger runs (two replies a moment apart may run in either order).
 */
async function recordWelcome(threadId: string, replierId: string): Promise<void> {
  const thread = await db.doc(paths.thread(threadId)).get();
  const newcomerId = namedAuthor(thread.data());
  if (!newcomerId || newcomerId === replierId) return;
  if ((await welcomeRef(threadId).get()).exists) return;
  const earlier = await db
    .collection(paths.threads)
    .where('authorId', '==', newcomerId)
    .where('createdAt', '<', thread.get('createdAt'))
    .orderBy('createdAt', 'desc')
    .limit(1)
    .get();
  if (!earlier.empty) return;
  await createOnce(welcomeRef(threadId), {
    memberId: replierId,
    newcomerId,
    at: FieldValue.serverTimestamp(),
  });
}
