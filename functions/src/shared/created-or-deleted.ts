// What a counting trigger asks of a write: was the document created or deleted (an update counts
// nothing), and which snapshot holds its fields.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

export interface CreatedOrDeleted {
  readonly snapshot: DocumentSnapshot;
  /** +1 for a creation, -1 for a deletion. */
  readonly delta: 1 | -1;
}

/** The created document (+1) or the deleted one (-1); null for an update. */
export function createdOrDeleted(
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): CreatedOrDeleted | null {
  if (!before?.exists && after?.exists) return { snapshot: after, delta: 1 };
  if (before?.exists && !after?.exists) return { snapshot: before, delta: -1 };
  return null;
}
