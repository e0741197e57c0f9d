// Direct Firestore writes that take from the member's write budget, so nobody floods through them
// (docs/security.md): the rules refuse a vote, profile edit, friendship change or follow unless the
// same batch takes one step of the budget per document it writes, naming each (firestore.rules,
// "write budgets"). A transaction reads the budget, lets the write read and write what it needs,
// then takes the budget's next step for every document written; a spent budget whose window has not
// ended is refused, which this answers with the "Slow Down" toast; a suspended member's refusal is
// answered with "Your account is suspended until ...".
import {
  doc,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type SetOptions,
  type Transaction,
  type UpdateData,
} from 'firebase/firestore';
import {
  RATE_LIMIT_TOAST,
  nextWriteBudgetStep,
  otherWriteBudgetStep,
  paths,
  writeBudgetHasRoom,
  type DirectWriteAction,
  type WriteBudget,
  type WriteBudgetStep,
} from '@salon/domain';
import { AppError, isPermissionDenied, suspendedError } from './app-error';
import { readOwnSuspension } from './suspension';

/**
 * The transaction a budgeted write is handed: the SDK's reads and writes, with the path of every
 * document written kept, so that the budget's step names each of them.
 */
export class BudgetedTransaction {
  readonly #transaction: Transaction;
  readonly #written = new Set<string>();

  constructor(transaction: Transaction) {
    this.#transaction = transaction;
  }

  /** The paths written so far, each once. */
  get writtenPaths(): string[] {
    return [...this.#written];
  }

  get(ref: DocumentReference): Promise<DocumentSnapshot> {
    return this.#transaction.get(ref);
  }

  set(ref: DocumentReference, data: DocumentData, options: SetOptions = {}): void {
    this.#written.add(ref.path);
    this.#transaction.set(ref, data, options);
  }

  update(ref: DocumentReference, data: UpdateData<DocumentData>): void {
    this.#written.add(ref.path);
    this.#transaction.update(ref, data);
  }

  delete(ref: DocumentReference): void {
    this.#written.add(ref.path);
    this.#transaction.delete(ref);
  }
}

/** What one try read and chose, for choosing again after a refusal. */
interface Attempt {
  readonly budget: WriteBudget | null;
  readonly writes: number;
  readonly step: WriteBudgetStep;
}

/**
 * Runs `write` in a transaction that also takes one step of `uid`'s `action` budget per document
 * it writes; resolves to what `write` returns. Rejects with a `rejected` AppError carrying "Slow
 * Down" when the budget is spent, and with the write's own error otherwise.
 */
export async function writeWithBudget<T>(
  firestore: Firestore,
  uid: string,
  action: DirectWriteAction,
  write: (transaction: BudgetedTransaction) => Promise<T> | T,
): Promise<T> {
  const budgetRef = doc(firestore, paths.writeBudget(uid, action));
  // Every try the transactions made (they run again on contention); the last is the refused one.
  const attempts: Attempt[] = [];
  const tryWith = (choose: (budget: WriteBudget | null, writes: number) => WriteBudgetStep) =>
    runTransaction(firestore, async (transaction) => {
      // Reads come before writes in a transaction: the budget's, then the write's own.
      const budget = budgetOf(await transaction.get(budgetRef));
      const budgeted = new BudgetedTransaction(transaction);
      const result = await write(budgeted);
      const takenFor = budgeted.writtenPaths;
      const step = choose(budget, takenFor.length);
      attempts.push({ budget, writes: takenFor.length, step });
      takeSteps(transaction, budgetRef, budget, step, takenFor);
      return result;
    });

  try {
    return await tryWith((budget, writes) =>
      nextWriteBudgetStep(action, budget, writes, Date.now()),
    );
  } catch (error) {
    const refused = attempts.at(-1);
    if (!isPermissionDenied(error)) throw error;
    // A suspended member is refused every write, and the budget's read: say so, with its end.
    const suspension = await readOwnSuspension(firestore, uid);
    if (suspension) throw suspendedError(suspension.until);
    if (refused === undefined) throw error;
    // The client's clock chose; the server's decides. Near a window's end they may disagree, so
    // the other step is tried once before the refusal is taken as the budget's (or the write's).
    const other = otherWriteBudgetStep(action, refused.budget, refused.writes, refused.step);
    if (other !== null) {
      try {
        return await tryWith(() => other);
      } catch (retryError) {
        if (!isPermissionDenied(retryError)) throw retryError;
      }
    }
    // The form checked the content first, so a refusal with a spent budget is the budget's.
    if (await isSpentFor(budgetRef, action, refused.writes))
      throw new AppError('rejected', RATE_LIMIT_TOAST.description, RATE_LIMIT_TOAST);
    throw error;
  }
}

/** Writes the budget's step: `takenFor` names every document the batch writes under it. */
function takeSteps(
  transaction: Transaction,
  budgetRef: DocumentReference,
  budget: WriteBudget | null,
  step: WriteBudgetStep,
  takenFor: readonly string[],
): void {
  const now = serverTimestamp();
  if (step === 'continue' && budget !== null) {
    transaction.update(budgetRef, {
      count: budget.count + takenFor.length,
      takenAt: now,
      takenFor,
    });
  } else {
    transaction.set(budgetRef, {
      windowStart: now,
      count: takenFor.length,
      takenAt: now,
      takenFor,
    });
  }
}

function budgetOf(snapshot: DocumentSnapshot): WriteBudget | null {
  const count: unknown = snapshot.get('count');
  const windowStart: unknown = snapshot.get('windowStart');
  return typeof count === 'number' && windowStart instanceof Timestamp
    ? { count, windowStartMs: windowStart.toMillis() }
    : null;
}

/** Whether the budget, as the server has it now, has no room left for `writes` more. */
async function isSpentFor(budgetRef: DocumentReference, action: DirectWriteAction, writes: number) {
  const budget = await getDocFromServer(budgetRef).then(budgetOf, () => null);
  return budget !== null && !writeBudgetHasRoom(action, budget, writes);
}
