// Counters on documents that many members move at once (a thread's replies, reactions and views, a
// reply's reactions, a poll's votes), within Firestore's sustained rate of about one write a
// second to a document. Each event's change is its own new document, a delta under the counted
// one, created with the event's applied marker; the first event of each second takes that second's
// fold lease, waits for the second to begin, and folds every waiting delta into the counted
// document in one transaction that deletes them. So the counted document takes at most one write
// a second, however busy, and readers read its fields as before, a second or so behind. A fold
// that loses to contention is tried again the next second; one cut short (its instance died) is
// done by the event's redelivery, or by the next event, or by the minute's sweep
// (`foldWaitingCounters`).
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { counterDeltaSchema, counterFoldSchema } from '@salon/domain';
import { db } from './admin.js';
import { applyOnce, createOnce, expiresInDays } from './apply-once.js';
import {
  storedCollection,
  storedDoc,
  type Schemas,
  type StoredData,
  type StoredRef,
} from './stored.js';

const FOLD_EVERY_MS = 1_000;
/** Folds a lease's taker tries before leaving the deltas to the next event or the sweep. */
const FOLD_ATTEMPTS = 5;
/** At most this many deltas per fold transaction (Firestore allows 500 writes in one). */
const DELTAS_PER_FOLD = 400;
/** A lease is needed for its second only: a TTL policy deletes it a day later. */
const LEASE_TTL_DAYS = 1;

export interface CounterChange {
  /** Counter field path (dotted for a map's entry) to the amount it moves by. */
  readonly increments: Readonly<Record<string, number>>;
  /** Time fields the fold sets to its own time. */
  readonly touch?: readonly string[];
}

const deltasOf = (target: DocumentReference) =>
  storedCollection(counterDeltaSchema, `${target.path}/counterDeltas`);

/**
 * Applies an event's change to `target`'s counters once: the delta is created with the marker, so
 * a redelivered event adds nothing; then the change is folded within a second or so.
 */
export async function addToCounters<S extends Schemas>(
  target: StoredRef<S>,
  marker: DocumentReference,
  change: CounterChange,
): Promise<void> {
  // A document already deleted counts nothing more (its replies and reactions go after it).
  if (!(await target.get()).exists) return;
  await applyOnce(marker, (batch) =>
    batch.create(deltasOf(target).doc(marker.id), deltaData(change)),
  );
  // Also when the marker was there: the delivery that made it may have died before its fold.
  await foldSoon(target);
}

/** The same in a caller's transaction; the caller calls `foldSoon(target)` once it committed. */
export function addToCountersIn<S extends Schemas>(
  transaction: Transaction,
  target: StoredRef<S>,
  key: string,
  change: CounterChange,
): void {
  transaction.create(deltasOf(target).doc(key), deltaData(change));
}

function deltaData(change: CounterChange) {
  return {
    increments: { ...change.increments },
    touch: [...(change.touch ?? [])],
    at: FieldValue.serverTimestamp(),
  };
}

/**
 * Folds `target`'s waiting deltas at the start of the next second, when this call is the first to
 * ask for that second; otherwise the one that was first does it.
 */
export async function foldSoon<S extends Schemas>(
  target: StoredRef<S>,
  attemptsLeft = FOLD_ATTEMPTS,
): Promise<void> {
  const second = Math.floor(Date.now() / FOLD_EVERY_MS) + 1;
  const lease = storedDoc(counterFoldSchema, `${target.path}/counterFolds/${second}`);
  if (!(await createOnce(lease, { expireAt: expiresInDays(LEASE_TTL_DAYS) }))) return;
  const wait = second * FOLD_EVERY_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  try {
    await foldNow(target);
  } catch (error) {
    // A fold that lost to contention every time its transaction was tried (a crowd, a host
    // that died holding locks) leaves the deltas waiting: this call, which took the lease,
    // tries again the next second, so the counts are not left behind until the sweep.
    if (attemptsLeft <= 1) throw error;
    await foldSoon(target, attemptsLeft - 1);
  }
}

/** Folds every delta waiting under `target` into it; a gone target's deltas are only deleted. */
export async function foldNow<S extends Schemas>(target: StoredRef<S>): Promise<void> {
  for (;;) {
    const folded = await db.runTransaction(async (transaction) => {
      const deltas = await transaction.get(deltasOf(target).limit(DELTAS_PER_FOLD));
      if (deltas.empty) return 0;
      const exists = (await transaction.get(target)).exists;
      const increments = new Map<string, number>();
      const touched = new Set<string>();
      for (const delta of deltas.docs) {
        const { increments: moves, touch } = delta.data();
        for (const [field, by] of Object.entries(moves)) {
          increments.set(field, (increments.get(field) ?? 0) + by);
        }
        for (const field of touch) touched.add(field);
        transaction.delete(delta.ref);
      }
      // The fields are the counters the events named on this document (`CounterChange`). Changes
      // that cancel out (a reaction toggled off and on) leave nothing to write.
      const update = foldedUpdate(increments, touched) as UpdateData<StoredData<S>>;
      if (exists && Object.keys(update).length > 0) transaction.update(target, update);
      return deltas.size;
    });
    if (folded < DELTAS_PER_FOLD) return;
  }
}

function foldedUpdate(increments: Map<string, number>, touched: Set<string>) {
  const update: Record<string, FieldValue> = {};
  for (const [field, by] of increments) if (by !== 0) update[field] = FieldValue.increment(by);
  for (const field of touched) update[field] = FieldValue.serverTimestamp();
  return update;
}

/** Deltas waiting longer than this are a fold that did not happen: the sweep does it. */
const SWEEP_AFTER_MS = 60_000;

/** The paths of counted documents with deltas older than a minute (a fold cut short). */
export async function documentsWithStaleDeltas(limit: number): Promise<string[]> {
  const stale = await db
    .collectionGroup('counterDeltas')
    .where('at', '<', Timestamp.fromMillis(Date.now() - SWEEP_AFTER_MS))
    .limit(limit)
    .get();
  const targets = new Set<string>();
  for (const delta of stale.docs) {
    const target = delta.ref.parent.parent;
    if (target) targets.add(target.path);
  }
  return [...targets];
}
