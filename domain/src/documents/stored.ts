// The one reader of stored documents, by the collection's schema in the domain: web/ and
// functions/ alike hand it a document's data (undefined for a document that does not exist) and
// get the schema's typed output, its Timestamps as Dates (fields.ts, one conversion), or null.
// Strict (the default) throws on data the schema refuses, for code that must not act on a
// half-read document; lenient reads it as null, so one odd document cannot blank a page or a
// list (the domain does no I/O: the caller says so where it has a console, as web's
// lib/documents.ts does). `readStoredFields` reads only the fields a caller needs, each by its own
// schema, for code that vouches for nothing else of the document.
// This module imports no zod: the schema handed in brings it, so the field readers' callers and
// this one's share one module family without sharing the schema library's weight.
import { mapFields, withDates } from './fields.js';

/** The part of a domain (zod) schema the reader uses. */
export interface StoredSchema<Output> {
  parse(input: unknown): Output;
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: { message: string }[] } };
}

export interface ReadOptions {
  /** Read data the schema refuses as null instead of throwing. */
  readonly lenient?: boolean;
}

/** A document's data as `schema` reads it; null when it does not exist (see ReadOptions too). */
export function readStored<Output>(
  schema: StoredSchema<Output>,
  data: unknown,
  { lenient = false }: ReadOptions = {},
): Output | null {
  if (data === undefined) return null;
  if (!lenient) return schema.parse(withDates(data));
  const parsed = schema.safeParse(withDates(data));
  return parsed.success ? parsed.data : null;
}

/** A key of any member of a union of document types. */
type KeyOf<T> = T extends unknown ? keyof T & string : never;
/** The type of `Key` wherever a member of the union `T` has it. */
type FieldOf<T, Key extends string> = T extends unknown
  ? Key extends keyof T
    ? T[Key]
    : never
  : never;

/**
 * Where a field's schema is found, in a zod schema's definition (`def`): an object's `shape`, a
 * union's `options`.
 */
interface FieldsOf {
  readonly def: {
    readonly shape?: Readonly<Record<string, StoredSchema<unknown>>>;
    readonly options?: readonly unknown[];
  };
}

/** Every schema `key` has in `schema`: its own, or each of a union's members' that has it. */
function fieldSchemas(schema: unknown, key: string): StoredSchema<unknown>[] {
  const { shape, options } = (schema as FieldsOf).def;
  if (shape) return Object.hasOwn(shape, key) ? [shape[key]!] : [];
  // A schema with no fields (a transform, a scalar) would read every field as missing, silently.
  if (!options) throw new TypeError(`A document schema with no fields cannot read '${key}'`);
  return options.flatMap((option) => fieldSchemas(option, key));
}

/**
 * The named fields of a document (undefined data: one that does not exist), each read leniently
 * by its own schema in `schema` (an object's, or any of a union's members'): a field missing or
 * refused is undefined, whatever the others hold, as a field-by-field read would leave it.
 */
export function readStoredFields<Output, Key extends KeyOf<Output>>(
  schema: StoredSchema<Output>,
  data: unknown,
  keys: readonly Key[],
): { [K in Key]?: FieldOf<Output, K> } {
  const fields = mapFields(data) ?? {};
  const read: Partial<Record<Key, unknown>> = {};
  for (const key of keys) {
    if (!Object.hasOwn(fields, key)) continue;
    const value = withDates(fields[key]);
    for (const field of fieldSchemas(schema, key)) {
      const parsed = field.safeParse(value);
      if (parsed.success) {
        read[key] = parsed.data;
        break;
      }
    }
  }
  return read as { [K in Key]?: FieldOf<Output, K> };
}
