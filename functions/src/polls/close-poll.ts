// Closes a poll early: it takes no more ballots (rules check `isActive`) and a staff poll leaves
// the Salon when it was the newest active one. Its ballots and replies stay. Admins close staff's
// polls; a discussion's poll is closed by the discussion's author (anonymous or not: the thread's
// `private/author` says) or by staff, whose closing of a member's poll is logged. Closing twice
// changes nothing and logs nothing: the log entry is written with the change.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  closePollInput,
  POLL_TOASTS,
  roleFlags,
  pollSchema,
  readStoredFields,
} from '@salon/domain';
import { threadRef } from '../forum/post-refs.js';
import { prepareLogEntry } from '../moderation/moderation-log.js';
import { authorIdOf } from '../shared/authored-post.js';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember, requireViewer } from '../shared/caller.js';
import { refuse } from '../shared/refusal.js';
import { pollRef } from './poll-refs.js';

export const closePoll = onCall(async (request): Promise<{ closed: boolean }> => {
  const { uid } = await requireMember(request);
  const { pollId } = parseInput(closePollInput, request.data);
  const poll = pollRef(pollId);
  const found = await poll.get();
  if (!found.exists) throw refuse('not-found', POLL_TOASTS.pollNotFound);
  const { threadId = null } = readStoredFields(pollSchema, found.data(), ['threadId']);
  const closer = await closerOf(request, uid, threadId);
  const closed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(poll);
    if (!snapshot.exists) throw refuse('not-found', POLL_TOASTS.pollNotFound);
    const { isActive, title = '' } = readStoredFields(pollSchema, snapshot.data(), [
      'isActive',
      'title',
    ]);
    if (isActive !== true) return false;
    const log =
      closer === 'staff'
        ? await prepareLogEntry(
            uid,
            {
              action: 'pollClosed',
              memberId: null,
              target: title,
            },
            transaction,
          )
        : null;
    transaction.update(poll, { isActive: false, closedAt: FieldValue.serverTimestamp() });
    await log?.(transaction);
    return true;
  });
  return { closed };
});

/**
 * Who may close it: for a discussion's poll, its author, else staff; for a staff poll (no thread),
 * an admin. Staff act with their staff tools in reach (a second factor when required); anyone else
 * is refused.
 */
async function closerOf(
  request: CallableRequest,
  uid: string,
  threadId: string | null,
): Promise<'author' | 'staff'> {
  if (threadId !== null && (await authorIdOf(threadRef(threadId))) === uid) return 'author';
  const { role } = await requireViewer(request, { staffAction: true });
  const staff = threadId === null ? role === 'admin' : roleFlags(role).isAdminOrModerator;
  if (!staff) {
    throw refuse(
      'permission-denied',
      threadId === null ? POLL_TOASTS.staffOnly : POLL_TOASTS.closeNotAllowed,
    );
  }
  return 'staff';
}
