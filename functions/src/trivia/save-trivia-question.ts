// An admin writes a trivia question into the queue (a new one goes last) or edits one still
// there. Refusals carry the editor's toasts: the draft is checked by the domain's
// validateTriviaDraft (counts, the right answer, lengths, blocked words) before anything is read.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  saveTriviaQuestionInput,
  triviaDraftContent,
  triviaQuestionSchema,
  TRIVIA_TOASTS,
  validateTriviaDraft,
  pollQueueItemSchema,
  readStoredFields,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { refuse } from '../shared/refusal.js';
import {
  nextPosition,
  queueItemRef,
  queueItems,
  requireQueueEditor,
} from '../poll-queue/queue-refs.js';

export const saveTriviaQuestion = onCall(async (request): Promise<{ itemId: string }> => {
  const staff = await requireQueueEditor(request);
  const input = parseInput(saveTriviaQuestionInput, request.data);
  const refusal = validateTriviaDraft(input);
  if (refusal) throw refuse('invalid-argument', refusal);
  // The stored schema checks what the draft check cannot know to ask (a period's type, say).
  const content = parseInput(triviaQuestionSchema, triviaDraftContent(input));
  const now = FieldValue.serverTimestamp();
  if (input.itemId === null) {
    const item = queueItems().doc();
    await db.runTransaction(async (transaction) => {
      const position = await nextPosition(transaction, 'trivia');
      transaction.create(item, {
        kind: 'trivia',
        position,
        status: input.status,
        content,
        createdAt: now,
        updatedAt: now,
        createdBy: staff.uid,
      });
    });
    return { itemId: item.id };
  }
  const item = queueItemRef(input.itemId);
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(item);
    if (
      !current.exists ||
      readStoredFields(pollQueueItemSchema, current.data(), ['kind']).kind !== 'trivia'
    ) {
      throw refuse('not-found', TRIVIA_TOASTS.itemNotFound);
    }
    transaction.update(item, { content, status: input.status, updatedAt: now });
  });
  return { itemId: item.id };
});
