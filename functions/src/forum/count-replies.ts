// Keeps a thread's reply fields: `replyCount` exact (+1 when a reply is created, -1 when an admin
// removes a reply document for good; a reply "deleted" by its author keeps its row and its
// count), and `repliesChangedAt`, the time its replies last changed in what a reader sees (one
// posted, edited, removed to "deleted", renamed "Deleted member", removed for good): the shared
// page's version and the sitemap's date (docs/sharing.md) see every such change. A count is
// applied once per reply incarnation, so a redelivered event changes nothing twice; a redelivered
// change only moves the time again. A viral thread takes many replies a second: the count and its
// time are folded into the thread at most once a second (shared/folded-counters.ts).
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { addToCounters } from '../shared/folded-counters.js';
import { incarnationKey } from '../shared/incarnation.js';
import { appliedEventRef, threadRef } from './post-refs.js';

const NOT_FOUND = 5;

/** The fields of a reply a page shows (reactions are counted elsewhere and change no page's version). */
const SHOWN_FIELDS = ['body', 'editedAt', 'authorId', 'authorDeleted', 'isAnonymous', 'parentId'];

function shownChanged(before: DocumentData, after: DocumentData): boolean {
  return SHOWN_FIELDS.some((field) => {
    const was: unknown = before[field];
    const is: unknown = after[field];
    if (was && is && typeof was === 'object' && 'isEqual' in was) {
      return !(was as { isEqual: (other: unknown) => boolean }).isEqual(is);
    }
    return was !== is;
  });
}

export const countReplies = onDocumentWritten(
  'threads/{threadId}/replies/{replyId}',
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const created = !before?.exists && after?.exists;
    const removed = before?.exists && !after?.exists;
    const { threadId } = event.params;
    const snapshot = created ? after : removed ? before : undefined;
    if (snapshot) {
      const key = `replies_${created ? 'added' : 'removed'}_${incarnationKey(snapshot)}`;
      await addToCounters(threadRef(threadId), appliedEventRef(threadId, key), {
        increments: { replyCount: created ? 1 : -1 },
        touch: ['repliesChangedAt'],
      });
      return;
    }
    if (!before?.exists || !after?.exists || !shownChanged(before.data() ?? {}, after.data() ?? {}))
      return;
    try {
      await threadRef(threadId).update({ repliesChangedAt: FieldValue.serverTimestamp() });
    } catch (error) {
      // The thread is gone (its replies go after it): nothing to keep.
      if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    }
  },
);
