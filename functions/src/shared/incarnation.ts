// Names one life of a document: its path and its create time. A trigger delivered twice sees the
// same incarnation (so markers keyed by it dedupe), while a document deleted and created again
// (a reaction toggled off and on) is a new incarnation that must count again.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

export function incarnationKey(snapshot: DocumentSnapshot): string {
  const created = snapshot.createTime;
  const time = created
    ? `${created.seconds}.${String(created.nanoseconds).padStart(9, '0')}`
    : 'unknown';
  return `${snapshot.ref.path.replaceAll('/', '~')}@${time}`;
}

/**
 * Names one write of a document: its path and the update time the write gave it (for a delete,
 * the update time of what it removed). A redelivered event names the same write; every later
 * write of the document, a changed vote for instance, is a new one.
 */
export function writeKey(
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): string | null {
  const written = after?.exists ? after : before?.exists ? before : undefined;
  const time = written?.updateTime;
  if (!written || !time) return null;
  const stamp = `${time.seconds}.${String(time.nanoseconds).padStart(9, '0')}`;
  return `${written.ref.path.replaceAll('/', '~')}@${stamp}${after?.exists ? '' : '~deleted'}`;
}
