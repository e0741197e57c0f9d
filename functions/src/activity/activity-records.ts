// Applies one change to a member's own activity record (users/{uid}/activity) inside a
// transaction: read the marker of the event, the discussion or poll, the member's deletion mark
// and the record; then write the record as the domain's applyActivityChange makes it, with the
// marker, so a redelivered event changes nothing twice. Nothing is written for a discussion that
// is gone (its clean-up removes every record of it) or for a member deleting their account.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  ACTIVITY_STATE_FIELDS,
  activityRecordId,
  activityRecordSchema,
  appliedEventSchema,
  applyActivityChange,
  paths,
  readStoredFields,
  type ActivityChange,
  type ActivityState,
  type ActivityTarget,
} from '@salon/domain';
import { expiresInDays, MARKER_TTL_DAYS } from '../shared/apply-once.js';
import { db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';

export interface ActivityUpdate {
  readonly memberId: string;
  readonly target: ActivityTarget;
  readonly change: ActivityChange;
  /** Names the event (its kind and the changed document's incarnation), for the marker. */
  readonly eventKey: string;
}

const parentPath = (target: ActivityTarget) =>
  target.kind === 'thread' ? paths.thread(target.threadId) : paths.poll(target.pollId);

const activityRecordRef = (memberId: string, target: ActivityTarget) =>
  storedDoc(activityRecordSchema, paths.activityRecord(memberId, activityRecordId(target)));

/** The record's state as stored, each field read by the record's schema (times as Dates). */
const stateOf = (data: Readonly<Record<string, unknown>> | undefined): ActivityState =>
  readStoredFields(activityRecordSchema, data, ACTIVITY_STATE_FIELDS);

/**
 * Reads what `update` needs within `transaction` and answers the writes to make once every other
 * read of the transaction is done (Firestore takes reads before writes).
 */
export async function stageActivity(
  transaction: Transaction,
  update: ActivityUpdate,
): Promise<() => void> {
  const parent = db.doc(parentPath(update.target));
  const marker = storedDoc(
    appliedEventSchema,
    parent.collection('appliedEvents').doc(update.eventKey),
  );
  const record = activityRecordRef(update.memberId, update.target);
  const [applied, parentSnapshot, deletedMark, current] = await transaction.getAll(
    marker,
    parent,
    db.doc(paths.deletedMember(update.memberId)),
    record,
  );
  if (applied?.exists || !parentSnapshot?.exists || deletedMark?.exists) return () => undefined;
  const next = applyActivityChange(stateOf(current?.data()), update.change);
  return () => {
    transaction.create(marker, {
      at: FieldValue.serverTimestamp(),
      expireAt: expiresInDays(MARKER_TTL_DAYS),
    });
    if (next === null) {
      if (current?.exists) transaction.delete(record);
      return;
    }
    const about =
      update.target.kind === 'thread'
        ? { threadId: update.target.threadId }
        : { pollId: update.target.pollId };
    // Written whole: a kind that no longer applies loses its fields, and so leaves its tab.
    transaction.set(record, { ...about, ...next });
  };
}

/** Applies `update` in a transaction of its own. */
export function recordActivity(update: ActivityUpdate): Promise<void> {
  return db.runTransaction(async (transaction) => {
    (await stageActivity(transaction, update))();
  });
}
