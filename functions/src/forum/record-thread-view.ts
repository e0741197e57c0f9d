// Counts a view of a thread. Members: at most once per 30 minutes, deduped by their stored view
// (`views/{uid}`) in a transaction. Visitors have no stored view: the page keeps the time of its
// last counted view for the session and calls only when it should count, so their calls count
// as sent.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { FORUM_TOASTS, recordThreadViewInput, shouldCountView } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { refuseWithToast } from '../shared/refusal.js';
import { threadRef, threadViewRef } from './post-refs.js';

export const recordThreadView = onCall(async (request): Promise<{ counted: boolean }> => {
  const { threadId } = parseInput(recordThreadViewInput, request.data);
  const thread = threadRef(threadId);
  if (!(await thread.get()).exists) throw refuseWithToast('not-found', FORUM_TOASTS.threadNotFound);
  const uid = request.auth?.uid;
  if (!uid) {
    await thread.update({ viewCount: FieldValue.increment(1) });
    return { counted: true };
  }
  const view = threadViewRef(threadId, uid);
  const counted = await db.runTransaction(async (transaction) => {
    const now = new Date();
    const last: unknown = (await transaction.get(view)).get('viewedAt');
    if (!shouldCountView(last instanceof Timestamp ? last.toDate() : null, now)) return false;
    transaction.set(view, { threadId, userId: uid, viewedAt: Timestamp.fromDate(now) });
    transaction.update(thread, { viewCount: FieldValue.increment(1) });
    return true;
  });
  return { counted };
});
