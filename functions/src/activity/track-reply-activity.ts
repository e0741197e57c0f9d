// Keeps "Replied" of members' activity records: a thread reply or poll reply posted counts for
// its author; a thread reply removed to "deleted" takes it back. Replies deleted outright are
// taken back where they are deleted, while their private/author still names the author:
// cleanUpDeletedReply (an admin's hard delete of a thread reply) and deletePollReply.
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { authorIdOf } from '../shared/authored-post.js';
import { recordActivity } from './activity-records.js';
import { isStandingReply, replyPostedUpdate, replyRemovedUpdate } from './reply-activity.js';

export const trackReplyActivity = onDocumentWritten(
  'threads/{threadId}/replies/{replyId}',
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const posted = !before?.exists && after?.exists;
    const removed = isStandingReply(before) && after?.exists && !isStandingReply(after);
    if (!after || !(posted || removed)) return;
    const memberId = await authorIdOf(after.ref);
    if (memberId === null) return;
    const target = { kind: 'thread', threadId: event.params.threadId } as const;
    await recordActivity(
      posted
        ? replyPostedUpdate(memberId, target, after)
        : replyRemovedUpdate(memberId, target, before!),
    );
  },
);

export const trackPollReplyActivity = onDocumentCreated(
  'polls/{pollId}/replies/{replyId}',
  async (event) => {
    const reply = event.data;
    if (!reply) return;
    const memberId = await authorIdOf(reply.ref);
    if (memberId === null) return;
    await recordActivity(
      replyPostedUpdate(memberId, { kind: 'poll', pollId: event.params.pollId }, reply),
    );
  },
);
