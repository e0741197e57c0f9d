// Blocking: the member records the block, and everything that connects the two ends
// with it, both ways: their friendship or pending request and both follows. Only a function can
// do this, since a member cannot delete the other member's follow under the rules. It all commits
// in one transaction, so no relation outlives the block; from then on firestore.rules refuse a
// new request or follow in either direction (hasBlocked), and sendNotification drops whatever
// the blocked member would notify the blocker of. countFriends and countFollows see the deletions
// and correct both members' counts. The blocked member is not told.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  BLOCK_MESSAGES,
  MAX_BLOCKS,
  PROFILE_TEXTS,
  blockMemberInput,
  followDocId,
  blockSchema,
  friendshipDocId,
  paths,
  type CallableOutput,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { refuse } from '../shared/refusal.js';
import { storedDoc } from '../shared/stored.js';
import { blockCountIn, bookkeepingRef, moveBlockCount } from './block-count.js';

export const blockMember = onCall(async (request): Promise<CallableOutput<'blockMember'>> => {
  // A suspended member may still keep someone away: a block reaches nobody (docs/safety.md).
  const { uid } = await requireMember(request, { whileSuspended: true });
  const { memberId } = parseInput(blockMemberInput, request.data);
  if (memberId === uid) throw refuse('invalid-argument', BLOCK_MESSAGES.blockSelf);
  await takeRateLimit(uid, 'blockMember');
  if (!(await db.doc(paths.profile(memberId)).get()).exists) {
    throw refuse('not-found', {
      title: PROFILE_TEXTS.notFoundTitle,
      description: PROFILE_TEXTS.notFoundDescription,
    });
  }
  const changed = await db.runTransaction(async (transaction) => {
    const blockRef = storedDoc(blockSchema, paths.block(uid, memberId));
    const relationRefs = [
      db.doc(`${paths.friendships}/${friendshipDocId(uid, memberId)}`),
      db.doc(`${paths.follows}/${followDocId(uid, memberId)}`),
      db.doc(`${paths.follows}/${followDocId(memberId, uid)}`),
    ];
    const [block, bookkeeping, ...relations] = await transaction.getAll(
      blockRef,
      bookkeepingRef(uid),
      ...relationRefs,
    );
    // Once blocked no relation can be made (the rules refuse it); a retry still ends any there.
    for (const relation of relations) if (relation?.exists) transaction.delete(relation.ref);
    if (block?.exists) return false;
    if (blockCountIn(bookkeeping) >= MAX_BLOCKS) {
      throw refuse('failed-precondition', BLOCK_MESSAGES.tooMany);
    }
    transaction.create(blockRef, {
      blockedId: memberId,
      blockedAt: FieldValue.serverTimestamp(),
    });
    moveBlockCount(transaction, uid, bookkeeping, 1);
    return true;
  });
  return { changed };
});
