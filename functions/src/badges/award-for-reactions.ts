// Applauded and Bravo!: a named post's reaction counts (kept by countReactions) reaching the
// badge's number earns its author the badge. Only an update that moves the counts does anything:
// the discussion's document changes with every view, too.
import { onDocumentUpdated, type Change } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { awardBadges } from './award-badges.js';

async function awardForCounts(change: Change<DocumentSnapshot> | undefined): Promise<void> {
  const after = change?.after;
  const authorId: unknown = after?.get('authorId');
  if (!after || after.get('isAnonymous') === true || typeof authorId !== 'string') return;
  const applause = countIn(after, 'applause');
  const bravos = countIn(after, 'bravo');
  const before = change.before;
  if (applause === countIn(before, 'applause') && bravos === countIn(before, 'bravo')) return;
  await awardBadges(authorId, { mostApplause: applause, mostBravos: bravos });
}

function countIn(post: DocumentSnapshot, reaction: 'applause' | 'bravo'): number {
  const value: unknown = post.get(`reactionCounts.${reaction}`);
  return typeof value === 'number' ? value : 0;
}

export const awardBadgesForDiscussionReactions = onDocumentUpdated('threads/{threadId}', (event) =>
  awardForCounts(event.data),
);

export const awardBadgesForReplyReactions = onDocumentUpdated(
  'threads/{threadId}/replies/{replyId}',
  (event) => awardForCounts(event.data),
);
