// Applauded and Bravo!: a named post's reaction counts (kept by countReactions) reaching the
// badge's number earns its author the badge. Only an update that moves the counts does anything:
// the discussion's document changes with every view, too.
import { onDocumentUpdated, type Change } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  NO_REACTIONS,
  readStoredFields,
  replySchema,
  threadSchema,
  type ReactionCounts,
} from '@salon/domain';
import { awardBadges } from './award-badges.js';

const FIELDS = ['authorId', 'isAnonymous', 'reactionCounts'] as const;
/** A post's author fields and counts, by its own schema (a thread's or a reply's). */
type Read = (post: DocumentSnapshot | undefined) => {
  authorId?: string;
  isAnonymous?: boolean;
  reactionCounts?: ReactionCounts;
};
const threadFields: Read = (post) => readStoredFields(threadSchema, post?.data(), FIELDS);
const replyFields: Read = (post) => readStoredFields(replySchema, post?.data(), FIELDS);

async function awardForCounts(
  change: Change<DocumentSnapshot> | undefined,
  read: Read,
): Promise<void> {
  const { authorId, isAnonymous, reactionCounts: after = NO_REACTIONS } = read(change?.after);
  if (!change || isAnonymous === true || authorId === undefined) return;
  const { reactionCounts: before = NO_REACTIONS } = read(change.before);
  if (after.applause === before.applause && after.bravo === before.bravo) return;
  await awardBadges(authorId, { mostApplause: after.applause, mostBravos: after.bravo });
}

export const awardBadgesForDiscussionReactions = onDocumentUpdated('threads/{threadId}', (event) =>
  awardForCounts(event.data, threadFields),
);

export const awardBadgesForReplyReactions = onDocumentUpdated(
  'threads/{threadId}/replies/{replyId}',
  (event) => awardForCounts(event.data, replyFields),
);
