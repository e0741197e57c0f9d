// web/'s side of the domain's one reader of stored documents (readStored, domain/src/documents/):
// the snapshot's data as the SDK gives it, pending server times read as its local estimate, and a
// list item's id beside its fields, and a warning for a document a lenient read leaves out. The
// documents a first visit shows are read with the same reader's zod-free entry point, the field
// readers (`text`, `count`, `toDate` of the domain).
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';
import { readStored, type ReadOptions, type StoredSchema } from '@salon/domain';

/**
 * Pending server timestamps read as the SDK's local estimate, so a document just written shows
 * its time at once instead of none until the server answers.
 */
export const ESTIMATED_TIMESTAMPS = { serverTimestamps: 'estimate' } as const;

/** An existing document as `schema` reads it, told on the console when a lenient read refuses it. */
function readExisting<Output>(
  schema: StoredSchema<Output>,
  snapshot: DocumentSnapshot,
  options: ReadOptions,
): Output | null {
  const data = readStored(schema, snapshot.data(ESTIMATED_TIMESTAMPS), options);
  if (data === null) console.warn('Ignoring a stored document its schema refuses.', snapshot.id);
  return data;
}

/** The document as `schema` reads it, or null when it does not exist. */
export function readDocument<Output>(
  schema: StoredSchema<Output>,
  snapshot: DocumentSnapshot,
  options: ReadOptions = {},
): Output | null {
  return snapshot.exists() ? readExisting(schema, snapshot, options) : null;
}

/** A list item: its document id beside its fields. */
export type WithId<T> = T & { readonly id: string };

/** A query's documents with their ids; see ReadOptions (lenient leaves out those refused). */
export function readItems<Output extends object>(
  schema: StoredSchema<Output>,
  snapshots: readonly QueryDocumentSnapshot[],
  options: ReadOptions = {},
): WithId<Output>[] {
  return snapshots.flatMap((snapshot) => {
    const data = readExisting(schema, snapshot, options);
    return data === null ? [] : [{ ...data, id: snapshot.id }];
  });
}
