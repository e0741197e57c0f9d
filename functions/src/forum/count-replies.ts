// Keeps `replyCount` of a thread exact: +1 when a reply is created, -1 when an admin removes a
// reply document for good (a reply "deleted" by its author keeps its row and its count). Each
// change is applied once per reply incarnation, so a redelivered event changes nothing twice.
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyOnce } from '../shared/apply-once.js';
import { incarnationKey } from '../shared/incarnation.js';
import { appliedEventRef, threadRef } from './post-refs.js';

export const countReplies = onDocumentWritten(
  'threads/{threadId}/replies/{replyId}',
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const created = !before?.exists && after?.exists;
    const removed = before?.exists && !after?.exists;
    const snapshot = created ? after : removed ? before : undefined;
    if (!snapshot) return;
    const { threadId } = event.params;
    const key = `replies_${created ? 'added' : 'removed'}_${incarnationKey(snapshot)}`;
    await applyOnce(appliedEventRef(threadId, key), (batch) =>
      batch.update(threadRef(threadId), { replyCount: FieldValue.increment(created ? 1 : -1) }),
    );
  },
);
