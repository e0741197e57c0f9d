// A member's block count (`users/{uid}`'s blockCount), which keeps their blocks under MAX_BLOCKS
// without counting them: moved by one in the transaction that adds or removes a block (a block,
// an unblock, the blocked member's account deletion), from the bookkeeping that transaction read,
// so two of them cannot both move it from the same count.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { memberBookkeepingSchema, paths, readStoredFields } from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const bookkeepingRef = (uid: string) =>
  storedDoc(memberBookkeepingSchema, paths.memberBookkeeping(uid));

/** The count `bookkeeping` (read in the transaction) holds: 0 before the member's first block. */
export function blockCountIn(bookkeeping: DocumentSnapshot | undefined): number {
  const { blockCount } = readStoredFields(memberBookkeepingSchema, bookkeeping?.data(), [
    'blockCount',
  ]);
  return blockCount ?? 0;
}

/** Counts one block more (1) or fewer (-1) for `uid`, never below none. */
export function moveBlockCount(
  transaction: Transaction,
  uid: string,
  bookkeeping: DocumentSnapshot | undefined,
  by: 1 | -1,
): void {
  const blockCount = Math.max(0, blockCountIn(bookkeeping) + by);
  transaction.set(bookkeepingRef(uid), { blockCount }, { merge: true });
}
