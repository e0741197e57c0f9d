// The staff's queue (pollQueue): every kind in one collection, ordered per kind by `position`.
// Callables change it for admins only (the items hold trivia's right answers), within the
// editPollQueue rate limit.
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import {
  paths,
  pollQueueItemSchema,
  TRIVIA_TOASTS,
  type PollQueueKind,
  type Viewer,
  readStoredFields,
} from '@salon/domain';
import { requireViewer } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { refuse } from '../shared/refusal.js';
import { storedCollection, storedDoc } from '../shared/stored.js';

export const queueItems = () => storedCollection(pollQueueItemSchema, paths.pollQueue);
export const queueItemRef = (itemId: string) =>
  storedDoc(pollQueueItemSchema, paths.pollQueueItem(itemId));

/** An admin with the staff tools in reach, within the queue's rate limit. */
export async function requireQueueEditor(request: CallableRequest): Promise<Viewer> {
  const viewer = await requireViewer(request, { staffAction: true });
  if (viewer.role !== 'admin') throw refuse('permission-denied', TRIVIA_TOASTS.staffOnly);
  await takeRateLimit(viewer.uid, 'editPollQueue');
  return viewer;
}

/** The position after the last item of `kind`: new items go to the end of their kind's queue. */
export async function nextPosition(transaction: Transaction, kind: PollQueueKind): Promise<number> {
  const last = await transaction.get(
    queueItems().where('kind', '==', kind).orderBy('position', 'desc').limit(1),
  );
  const { position } = readStoredFields(pollQueueItemSchema, last.docs[0]?.data(), ['position']);
  return position === undefined ? 0 : position + 1;
}
