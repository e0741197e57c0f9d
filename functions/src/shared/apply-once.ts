// Makes a trigger's side effect idempotent: the effect is committed in one batch together with
// `create()` of a marker document. A second delivery of the same event finds the marker, its batch
// fails as a whole with ALREADY_EXISTS, and nothing changes twice. A target that no longer exists
// (NOT_FOUND, e.g. a counter on a deleted thread) also changes nothing. The same preconditions
// make single-document writes that take effect once without a transaction (createOnce,
// deleteIfPresent): nothing to lock, so no crowd of callers can abort them.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type WithFieldValue,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { appliedEventSchema } from '@salon/domain';
import { db } from './admin.js';
import { storedDoc, type Schemas, type StoredData, type StoredRef } from './stored.js';

/**
 * How long a marker is kept: far beyond any redelivery (Cloud Functions retries an event for at
 * most 7 days). Firestore's TTL policy on `expireAt` (firestore.indexes.json) deletes it after,
 * so the markers do not grow with every vote and toggle forever.
 */
export const MARKER_TTL_DAYS = 30;

/** The `expireAt` of a document kept `days` from now, for a TTL policy to delete. */
export function expiresInDays(days: number): Timestamp {
  return Timestamp.fromMillis(Date.now() + days * 24 * 60 * 60 * 1000);
}

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/** True when the effect was applied now; false when it had been applied before or has no target. */
export async function applyOnce(
  marker: DocumentReference,
  effect: (batch: WriteBatch) => void,
): Promise<boolean> {
  const batch = db.batch();
  batch.create(storedDoc(appliedEventSchema, marker), {
    at: FieldValue.serverTimestamp(),
    expireAt: expiresInDays(MARKER_TTL_DAYS),
  });
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
export async function createOnce<S extends Schemas>(
  ref: StoredRef<S>,
  data: WithFieldValue<StoredData<S>>,
) {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/** Deletes `ref` if it exists; false when it was already gone. */
export async function deleteIfPresent(ref: DocumentReference): Promise<boolean> {
  try {
    await ref.delete({ exists: true });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) return false;
    throw error;
  }
}
