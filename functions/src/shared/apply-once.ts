// Makes a trigger's side effect idempotent: the effect is committed in one batch together with
// `create()` of a marker document. A second delivery of the same event finds the marker, its batch
// fails as a whole with ALREADY_EXISTS, and nothing changes twice. A target that no longer exists
// (NOT_FOUND, e.g. a counter on a deleted thread) also changes nothing.
import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './admin.js';

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/** True when the effect was applied now; false when it had been applied before or has no target. */
export async function applyOnce(
  marker: DocumentReference,
  effect: (batch: WriteBatch) => void,
): Promise<boolean> {
  const batch = db.batch();
  batch.create(marker, { at: FieldValue.serverTimestamp() });
  effect(batch);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === ALREADY_EXISTS || code === NOT_FOUND) return false;
    throw error;
  }
}

/** Creates `ref` unless it exists: a deterministic id makes a redelivered event a no-op. */
export async function createOnce(ref: DocumentReference, data: Record<string, unknown>) {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
