// Stored profile documents as the domain's types. Timestamps become Dates (a pending server
// time reads as its local estimate), and each document is parsed with its domain schema, which
// also fills keys a member never saved with ''.
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';
import type { DomainSchema } from './profile-input.js';

function withDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDates);
  if (typeof value === 'object' && value !== null) {
    const { toDate } = value as { toDate?: unknown };
    if (typeof toDate === 'function') return toDate.call(value) as unknown;
    if (value instanceof Date) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item)]));
  }
  return value;
}

/** The document as `schema` reads it, or null when it does not exist. */
export function readDocument<Output>(
  schema: DomainSchema<Output>,
  snapshot: DocumentSnapshot,
): Output | null {
  if (!snapshot.exists()) return null;
  return schema.parse(withDates(snapshot.data({ serverTimestamps: 'estimate' })));
}

/** A list item: its document id beside its fields. */
export type WithId<T> = T & { readonly id: string };

export function readItem<Output extends object>(
  schema: DomainSchema<Output>,
  snapshot: QueryDocumentSnapshot,
): WithId<Output> {
  const data = schema.parse(withDates(snapshot.data({ serverTimestamps: 'estimate' })));
  return { ...data, id: snapshot.id };
}
