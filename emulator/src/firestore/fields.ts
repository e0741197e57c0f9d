// Reading and writing nested fields of a document by field path segments.
import { mapFields, mapValue, type Fields, type Value } from './values.js';

export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let current: Fields | undefined = fields;
  for (let index = 0; index < segments.length; index++) {
    const value: Value | undefined = current?.[segments[index] as string];
    if (value === undefined) return undefined;
    if (index === segments.length - 1) return value;
    if (!('mapValue' in value)) return undefined;
    current = mapFields(value);
  }
  return undefined;
}

/** Returns a copy of `fields` with the value at `segments` set, creating maps on the way. */
export function setField(fields: Fields, segments: readonly string[], value: Value): Fields {
  const [head, ...rest] = segments as [string, ...string[]];
  if (rest.length === 0) return { ...fields, [head]: value };
  const existing = fields[head];
  const inner = existing && 'mapValue' in existing ? mapFields(existing) : {};
  return { ...fields, [head]: mapValue(setField(inner, rest, value)) };
}

/** Returns a copy of `fields` without the value at `segments`. */
export function deleteField(fields: Fields, segments: readonly string[]): Fields {
  const [head, ...rest] = segments as [string, ...string[]];
  if (!(head in fields)) return fields;
  if (rest.length === 0) {
    const copy = { ...fields };
    delete copy[head];
    return copy;
  }
  const existing = fields[head] as Value;
  if (!('mapValue' in existing)) return fields;
  return { ...fields, [head]: mapValue(deleteField(mapFields(existing), rest)) };
}

/** Keeps only the given field paths (a projection). */
export function projectFields(fields: Fields, paths: ReadonlyArray<readonly string[]>): Fields {
  let result: Fields = {};
  for (const segments of paths) {
    const value = getField(fields, segments);
    if (value !== undefined) result = setField(result, segments, value);
  }
  return result;
}
