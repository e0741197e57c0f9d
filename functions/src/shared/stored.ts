// The one way functions write a document: through a reference typed by its collection's stored
// schema in the domain (the schema the web app reads it with), so a write with a field the schema
// does not know, or a value of the wrong type, does not compile. The admin SDK types each write by
// the reference: `create` and `set` take the whole document (`WithFieldValue`), a merged `set` any
// part of it (`PartialWithFieldValue`), `update` its fields and dotted field paths (`UpdateData`);
// a FieldValue (serverTimestamp, increment, delete, arrayUnion/arrayRemove) stands for any field.
// Only types change: the converter passes data through as it is, both ways, and nothing is parsed.
// Reads through a typed reference are typed as written, not checked: parse with the schema where
// the value matters (streaming/section.ts).
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Timestamp,
  UpdateData,
  WithFieldValue,
} from 'firebase-admin/firestore';
import type { z } from 'zod/mini';
import { db } from './admin.js';

/** A stored value as functions write it: where the domain says `Date`, a Timestamp does too. */
type Stored<T> = T extends Date
  ? Date | Timestamp
  : T extends readonly (infer Item)[]
    ? Stored<Item>[]
    : T extends object
      ? { [Key in keyof T]: Stored<T[Key]> }
      : T;

/** A domain schema of a stored document, or several when one reference may hold either. */
export type Schemas = z.ZodMiniType | readonly z.ZodMiniType[];
type SchemaOf<S extends Schemas> = S extends readonly z.ZodMiniType[] ? S[number] : S;

/** The document a schema (or any of several) stores, as functions write it. */
export type StoredData<S extends Schemas> =
  Stored<z.input<SchemaOf<S>>> extends infer Data extends DocumentData ? Data : never;

/** A reference whose writes are typed by `S`. */
export type StoredRef<S extends Schemas> = DocumentReference<StoredData<S>, StoredData<S>>;
export type StoredCollection<S extends Schemas> = CollectionReference<StoredData<S>, StoredData<S>>;

/**
 * What a batch and a transaction both do, typed as they are: a helper that joins its caller's
 * writes (either kind) takes this.
 */
export interface Writes {
  create<Data extends DocumentData>(
    ref: DocumentReference<Data, Data>,
    data: WithFieldValue<Data>,
  ): unknown;
  update<Data extends DocumentData>(
    ref: DocumentReference<Data, Data>,
    data: UpdateData<Data>,
  ): unknown;
  delete(ref: DocumentReference): unknown;
}

/**
 * Leaves the data as it is both ways (the types are the point), so it serves every schema: the
 * typing it is given below is only ever what the schema says.
 */
const passThrough: FirestoreDataConverter<DocumentData, DocumentData> = {
  toFirestore: (data: DocumentData) => data,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data(),
};
const typedBy = <S extends Schemas>() =>
  passThrough as unknown as FirestoreDataConverter<StoredData<S>, StoredData<S>>;

/**
 * The document at `at` (a path, or the reference a trigger or a query gave), its writes typed by
 * `schema`.
 */
export function storedDoc<S extends Schemas>(
  _schema: S,
  at: string | DocumentReference,
): StoredRef<S> {
  const ref = typeof at === 'string' ? db.doc(at) : at;
  return ref.withConverter(typedBy<S>());
}

/** The collection at `at`, its documents' writes typed by `schema` (`.doc()` for a new id). */
export function storedCollection<S extends Schemas>(
  _schema: S,
  at: string | CollectionReference,
): StoredCollection<S> {
  const ref = typeof at === 'string' ? db.collection(at) : at;
  return ref.withConverter(typedBy<S>());
}
