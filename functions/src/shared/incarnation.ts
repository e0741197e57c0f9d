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
