// An admin removes an item of any kind from the queue. Deleting one already gone (opened by a
// schedule, or deleted by another admin) answers `deleted: false` and changes nothing.
import { onCall } from 'firebase-functions/v2/https';
import { deleteQueueItemInput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { queueItemRef, requireQueueEditor } from './queue-refs.js';

export const deleteQueueItem = onCall(async (request): Promise<{ deleted: boolean }> => {
  await requireQueueEditor(request);
  const { itemId } = parseInput(deleteQueueItemInput, request.data);
  const item = queueItemRef(itemId);
  const deleted = await db.runTransaction(async (transaction) => {
    if (!(await transaction.get(item)).exists) return false;
    transaction.delete(item);
    return true;
  });
  return { deleted };
});
