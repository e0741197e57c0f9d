// Direct writes as the web app makes them: a write to a budgeted document (a vote, a profile
// edit, a friendship change, a follow, a save) takes a step of the writer's write budget in the
// same transaction (web/src/lib/write-budget.ts), so the suites that import these instead of
// firebase/firestore's test each rule, not the missing budget. Visitors' writes, and writes to
// documents without a budget, go through unchanged.
import {
  writeBatch as directBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type SetOptions,
  type UpdateData,
  type WriteBatch,
} from 'firebase/firestore';
import type { DirectWriteAction } from '@salon/domain';
import { writeWithBudget, type BudgetedTransaction } from '../../../web/src/lib/write-budget.js';
import { uidOf } from './rules-env.js';

/** The budget a write to `path` takes, as firestore.rules ask for it. */
function budgetActionOf(path: string): DirectWriteAction | null {
  const [collection, , subcollection] = path.split('/');
  if (collection === 'profiles') return 'editProfile';
  if (collection === 'friendships') return 'friendship';
  if (collection === 'follows') return 'follow';
  if (collection === 'polls' && subcollection === 'votes') return 'vote';
  if (collection === 'users' && subcollection === 'savedThreads') return 'saveThread';
  return null;
}

type Op =
  | { kind: 'set'; ref: DocumentReference; data: DocumentData; options: SetOptions }
  | { kind: 'update'; ref: DocumentReference; data: UpdateData<DocumentData> }
  | { kind: 'delete'; ref: DocumentReference };

function applyInTransaction(transaction: BudgetedTransaction, op: Op): void {
  if (op.kind === 'set') transaction.set(op.ref, op.data, op.options);
  else if (op.kind === 'update') transaction.update(op.ref, op.data);
  else transaction.delete(op.ref);
}

function addToBatch(batch: WriteBatch, op: Op): void {
  if (op.kind === 'set') batch.set(op.ref, op.data, op.options);
  else if (op.kind === 'update') batch.update(op.ref, op.data);
  else batch.delete(op.ref);
}

/** Commits `ops` with the writer's budget when any of them needs one, else as a plain batch. */
async function commit(firestore: Firestore, ops: readonly Op[]): Promise<void> {
  const uid = uidOf(firestore);
  const action = ops.map((op) => budgetActionOf(op.ref.path)).find((found) => found !== null);
  if (uid !== null && action !== undefined && action !== null) {
    await writeWithBudget(firestore, uid, action, (transaction) => {
      for (const op of ops) applyInTransaction(transaction, op);
    });
    return;
  }
  const batch = directBatch(firestore);
  for (const op of ops) addToBatch(batch, op);
  await batch.commit();
}

export const setDoc = (ref: DocumentReference, data: DocumentData, options: SetOptions = {}) =>
  commit(ref.firestore, [{ kind: 'set', ref, data, options }]);

export const updateDoc = (ref: DocumentReference, data: UpdateData<DocumentData>) =>
  commit(ref.firestore, [{ kind: 'update', ref, data }]);

export const deleteDoc = (ref: DocumentReference) =>
  commit(ref.firestore, [{ kind: 'delete', ref }]);

/** A batch whose commit takes the writer's budget when one of its writes needs it. */
export function writeBatch(firestore: Firestore) {
  const ops: Op[] = [];
  const batch = {
    set(ref: DocumentReference, data: DocumentData) {
      ops.push({ kind: 'set', ref, data, options: {} });
      return batch;
    },
    update(ref: DocumentReference, data: UpdateData<DocumentData>) {
      ops.push({ kind: 'update', ref, data });
      return batch;
    },
    commit: () => commit(firestore, ops),
  };
  return batch;
}
