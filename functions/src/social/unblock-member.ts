// Unblocking: the block goes, and with it the refusals; nothing it ended comes back
// (friendships and follows are made again by the members, if they want them).
import type { DocumentData } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { blockSchema, paths, unblockMemberInput, type CallableOutput } from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { storedDoc } from '../shared/stored.js';
import { bookkeepingRef, moveBlockCount } from './block-count.js';

export const unblockMember = onCall(async (request): Promise<CallableOutput<'unblockMember'>> => {
  // As blocking: a suspended member manages their own blocks (docs/safety.md).
  const { uid } = await requireMember(request, { whileSuspended: true });
  const { memberId } = parseInput(unblockMemberInput, request.data);
  await takeRateLimit(uid, 'blockMember');
  const changed = await db.runTransaction(async (transaction) => {
    const blockRef = storedDoc(blockSchema, paths.block(uid, memberId));
    const [block, bookkeeping] = await transaction.getAll<DocumentData, DocumentData>(
      blockRef,
      bookkeepingRef(uid),
    );
    if (!block?.exists) return false;
    transaction.delete(blockRef);
    moveBlockCount(transaction, uid, bookkeeping, -1);
    return true;
  });
  return { changed };
});
