// An admin moves an item one place up or down its kind's queue: it swaps positions with its
// neighbour of the same kind, in a transaction, so two admins moving at once never leave two
// items on one position. At either end nothing moves.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  moveQueueItemInput,
  TRIVIA_TOASTS,
  pollQueueItemSchema,
  readStoredFields,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { refuse } from '../shared/refusal.js';
import { queueItemRef, queueItems, requireQueueEditor } from './queue-refs.js';

export const moveQueueItem = onCall(async (request): Promise<{ moved: boolean }> => {
  await requireQueueEditor(request);
  const { itemId, direction } = parseInput(moveQueueItemInput, request.data);
  const item = queueItemRef(itemId);
  const moved = await db.runTransaction(async (transaction) => {
    const current = await transaction.get(item);
    if (!current.exists) throw refuse('not-found', TRIVIA_TOASTS.itemNotFound);
    const { position, kind } = readStoredFields(pollQueueItemSchema, current.data(), [
      'position',
      'kind',
    ]);
    if (position === undefined || kind === undefined) return false;
    const neighbours = await transaction.get(
      queueItems()
        .where('kind', '==', kind)
        .where('position', direction === 'up' ? '<' : '>', position)
        .orderBy('position', direction === 'up' ? 'desc' : 'asc')
        .limit(1),
    );
    const neighbour = neighbours.docs[0];
    if (!neighbour) return false;
    const now = FieldValue.serverTimestamp();
    const moved = readStoredFields(pollQueueItemSchema, neighbour.data(), ['position']).position;
    if (moved === undefined) return false;
    transaction.update(item, { position: moved, updatedAt: now });
    transaction.update(neighbour.ref, { position, updatedAt: now });
    return true;
  });
  return { moved };
});
