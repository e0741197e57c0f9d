// Direct Firestore writes that take one from the member's write budget (issue 18, hole 6): the
// rules refuse a vote, profile edit, friendship change or follow whose batch does not also take
// one (firestore.rules, "write budgets"). A transaction reads the budget, lets the write read and
// write what it needs, then takes the budget's next step; a full budget whose window has not
// ended is refused, which this answers with the "Slow Down" toast.
import {
  doc,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import {
  RATE_LIMIT_TOAST,
  nextWriteBudgetStep,
  paths,
  type DirectWriteAction,
} from '@salon/domain';
import { AppError, toAppError } from './app-error';

/**
 * Runs `write` in a transaction that also takes one of `uid`'s `action` budget; resolves to what
 * `write` returns. Rejects with a `rejected` AppError carrying "Slow Down" when the budget is
 * spent, and with the write's own error otherwise.
 */
export async function writeWithBudget<T>(
  firestore: Firestore,
  uid: string,
  action: DirectWriteAction,
  write: (transaction: Transaction) => Promise<T> | T,
): Promise<T> {
  const budgetRef = doc(firestore, paths.writeBudget(uid, action));
  try {
    return await runTransaction(firestore, async (transaction) => {
      // Reads come before writes in a transaction: the budget's, then the write's own.
      const count = countOf(await transaction.get(budgetRef));
      const result = await write(transaction);
      if (count !== null && nextWriteBudgetStep(action, { count }) === 'continue') {
        transaction.update(budgetRef, { count: count + 1, takenAt: serverTimestamp() });
      } else {
        const now = serverTimestamp();
        transaction.set(budgetRef, { windowStart: now, count: 1, takenAt: now });
      }
      return result;
    });
  } catch (error) {
    // A full budget is refused while its window lasts: the member is writing too often. (The
    // form checked the content first, so a refusal with a full budget is the budget's.)
    const refusedByRules = toAppError(error).kind === 'permissionDenied';
    if (refusedByRules && (await isBudgetFull(budgetRef, action)))
      throw new AppError('rejected', RATE_LIMIT_TOAST.description, RATE_LIMIT_TOAST);
    throw error;
  }
}

function countOf(budget: DocumentSnapshot): number | null {
  const count: unknown = budget.get('count');
  return typeof count === 'number' ? count : null;
}

async function isBudgetFull(budgetRef: DocumentReference, action: DirectWriteAction) {
  const count = await getDocFromServer(budgetRef).then(countOf, () => null);
  return count !== null && nextWriteBudgetStep(action, { count }) === 'open';
}
