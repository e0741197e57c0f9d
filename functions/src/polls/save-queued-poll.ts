// An admin queues a daily or weekly poll for the schedule (a new one goes last in its kind) or
// edits one still queued. Refusals carry the poll form's toasts (staff-poll-draft.ts), before
// anything is read.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  POLL_TOASTS,
  saveQueuedPollInput,
  pollQueueItemSchema,
  readStoredFields,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { refuse } from '../shared/refusal.js';
import {
  nextPosition,
  queueItemRef,
  queueItems,
  requireQueueEditor,
} from '../poll-queue/queue-refs.js';
import { parseStaffPollDraft } from './staff-poll-draft.js';

export const saveQueuedPoll = onCall(async (request): Promise<{ itemId: string }> => {
  const staff = await requireQueueEditor(request);
  const { itemId, kind, status, ...content } = parseStaffPollDraft(
    saveQueuedPollInput,
    request.data,
  );
  const now = FieldValue.serverTimestamp();
  if (itemId === null) {
    const item = queueItems().doc();
    await db.runTransaction(async (transaction) => {
      const position = await nextPosition(transaction, kind);
      transaction.create(item, {
        kind,
        position,
        status,
        content,
        createdAt: now,
        updatedAt: now,
        createdBy: staff.uid,
      });
    });
    return { itemId: item.id };
  }
  const item = queueItemRef(itemId);
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(item);
    // A queued poll keeps its kind: moving it to the other schedule is deleting and queueing.
    if (
      !current.exists ||
      readStoredFields(pollQueueItemSchema, current.data(), ['kind']).kind !== kind
    ) {
      throw refuse('not-found', POLL_TOASTS.queuedPollNotFound);
    }
    transaction.update(item, { content, status, updatedAt: now });
  });
  return { itemId: item.id };
});
