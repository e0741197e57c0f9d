// Staff close a poll: it takes no more votes (rules check `isActive`) and leaves the Salon when it
// was the newest active one. Its votes and replies stay. Closing twice changes nothing, and
// logs nothing: the moderation log entry is written with the change.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { closePollInput, POLL_TOASTS } from '@salon/domain';
import { prepareLogEntry } from '../moderation/moderation-log.js';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { refuseWithToast } from '../shared/refusal.js';
import { pollRef } from './poll-refs.js';
import { requireStaff } from './require-staff.js';

export const closePoll = onCall(async (request): Promise<{ closed: boolean }> => {
  const staff = await requireStaff(request);
  const { pollId } = parseInput(closePollInput, request.data);
  const poll = pollRef(pollId);
  const closed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(poll);
    if (!snapshot.exists) throw refuseWithToast('not-found', POLL_TOASTS.pollNotFound);
    if (snapshot.get('isActive') !== true) return false;
    const title: unknown = snapshot.get('title');
    const log = await prepareLogEntry(
      staff.uid,
      { action: 'pollClosed', memberId: null, target: typeof title === 'string' ? title : '' },
      transaction,
    );
    transaction.update(poll, { isActive: false, closedAt: FieldValue.serverTimestamp() });
    await log(transaction);
    return true;
  });
  return { closed };
});
