// The one way web/ reads a stored document: the domain's schema for its collection, with one
// timestamp conversion. Strict (the default) throws on a document the schema refuses, for screens
// that must not show a half-read document (the own profile's forms); lenient reads such a
// document as null with a warning, so one odd document cannot blank a page or a list.
// The documents a first visit shows (posts, polls, notifications, cards) are read field by field
// instead (firestore-values.ts), keeping zod out of the first visit, with `toDate` below.
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';

/** The part of a domain (zod) schema the readers use; web does not depend on zod itself. */
export interface DomainSchema<Output> {
  parse(input: unknown): Output;
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * Pending server timestamps read as the SDK's local estimate, so a document just written shows
 * its time at once instead of none until the server answers.
 */
export const ESTIMATED_TIMESTAMPS = { serverTimestamps: 'estimate' } as const;

/** A Firestore Timestamp (anything with `toDate`) or a Date as a Date; null otherwise. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const { toDate: convert } = value as { toDate: unknown };
    if (typeof convert === 'function') {
      const date: unknown = convert.call(value);
      if (date instanceof Date) return date;
    }
  }
  return null;
}

/** The data with every Timestamp, nested ones too, as a Date: what the domain's schemas take. */
export function withDates(value: unknown): unknown {
  const date = toDate(value);
  if (date) return date;
  if (Array.isArray(value)) return value.map(withDates);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item)]));
  }
  return value;
}

export interface ReadOptions {
  /** Read a document the schema refuses as null (with a warning) instead of throwing. */
  readonly lenient?: boolean;
}

/** Stored data as `schema` reads it; see ReadOptions for a document it refuses. */
export function decodeDocument<Output>(
  schema: DomainSchema<Output>,
  data: unknown,
  { lenient = false }: ReadOptions = {},
): Output | null {
  if (!lenient) return schema.parse(withDates(data));
  const parsed = schema.safeParse(withDates(data));
  if (parsed.success) return parsed.data;
  console.warn('Ignoring a stored document its schema refuses.', parsed.error.issues);
  return null;
}

/** The document as `schema` reads it, or null when it does not exist. */
export function readDocument<Output>(
  schema: DomainSchema<Output>,
  snapshot: DocumentSnapshot,
  options: ReadOptions = {},
): Output | null {
  if (!snapshot.exists()) return null;
  return decodeDocument(schema, snapshot.data(ESTIMATED_TIMESTAMPS), options);
}

/** A list item: its document id beside its fields. */
export type WithId<T> = T & { readonly id: string };

/** A query's documents with their ids; see ReadOptions (lenient leaves out those refused). */
export function readItems<Output extends object>(
  schema: DomainSchema<Output>,
  snapshots: readonly QueryDocumentSnapshot[],
  options: ReadOptions = {},
): WithId<Output>[] {
  return snapshots.flatMap((snapshot) => {
    const data = decodeDocument(schema, snapshot.data(ESTIMATED_TIMESTAMPS), options);
    return data === null ? [] : [{ ...data, id: snapshot.id }];
  });
}
