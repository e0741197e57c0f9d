// Converts Firestore values in proto3 JSON form (the emulator's wire form, see rpc/contract.ts)
// into rules values, and document paths into rules paths.

import type { JsonObject, JsonValue } from '../rpc/contract.js';
import { RulesEvalError } from './errors.js';
import {
  NULL,
  bool,
  float,
  int,
  list,
  map,
  str,
  type MapValue,
  type RulesValue,
} from './values.js';
import { parseTimestamp as parseRfc3339, type Timestamp } from '../firestore/timestamps.js';

/** A document's fields, as proto3 JSON `mapValue.fields`. */
export type FirestoreFields = JsonObject;

/** Parses an RFC 3339 timestamp into nanoseconds since the epoch, keeping all 9 digits. */
export function parseTimestamp(text: string): bigint {
  let timestamp: Timestamp;
  try {
    timestamp = parseRfc3339(text);
  } catch {
    throw new RulesEvalError(`Invalid timestamp: ${text}`);
  }
  return BigInt(timestamp.seconds) * 1_000_000_000n + BigInt(timestamp.nanos);
}

function asObject(value: JsonValue | undefined): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function parseDouble(value: JsonValue | undefined): number {
  if (typeof value === 'number') return value;
  if (value === 'NaN') return Number.NaN;
  if (value === 'Infinity') return Number.POSITIVE_INFINITY;
  if (value === '-Infinity') return Number.NEGATIVE_INFINITY;
  if (typeof value === 'string') return Number(value);
  throw new RulesEvalError(`Invalid doubleValue: ${JSON.stringify(value)}`);
}

/** `projects/p/databases/d/documents/a/b` → segments `databases, d, documents, a, b`. */
function referenceToSegments(reference: string): string[] {
  const parts = reference.split('/');
  const databasesAt = parts.indexOf('databases');
  return databasesAt >= 0 ? parts.slice(databasesAt) : parts.filter((part) => part !== '');
}

/** One Firestore value (proto3 JSON) as a rules value. */
export function fromFirestoreValue(value: JsonValue | undefined): RulesValue {
  const object = asObject(value);
  if (!object) throw new RulesEvalError(`Invalid Firestore value: ${JSON.stringify(value)}`);
  if ('nullValue' in object) return NULL;
  if ('booleanValue' in object) return bool(object.booleanValue === true);
  if ('integerValue' in object) {
    const text = String(object.integerValue);
    if (!/^-?[0-9]+$/.test(text)) throw new RulesEvalError(`Invalid integerValue: ${text}`);
    return int(BigInt(text));
  }
  if ('doubleValue' in object) return float(parseDouble(object.doubleValue));
  if ('stringValue' in object) return str(String(object.stringValue));
  if ('timestampValue' in object) {
    return { type: 'timestamp', nanos: parseTimestamp(String(object.timestampValue)) };
  }
  if ('bytesValue' in object) {
    return {
      type: 'bytes',
      value: Uint8Array.from(Buffer.from(String(object.bytesValue), 'base64')),
    };
  }
  if ('referenceValue' in object) {
    return { type: 'path', segments: referenceToSegments(String(object.referenceValue)) };
  }
  if ('geoPointValue' in object) {
    const point = asObject(object.geoPointValue) ?? {};
    return {
      type: 'latlng',
      latitude: parseDouble(point.latitude ?? 0),
      longitude: parseDouble(point.longitude ?? 0),
    };
  }
  if ('arrayValue' in object) {
    const values = asObject(object.arrayValue)?.values;
    return list(Array.isArray(values) ? values.map(fromFirestoreValue) : []);
  }
  if ('mapValue' in object) return fromFirestoreFields(asObject(asObject(object.mapValue)?.fields));
  throw new RulesEvalError(`Invalid Firestore value: ${JSON.stringify(value)}`);
}

/** A document's fields (or a nested map's) as a rules map. */
export function fromFirestoreFields(fields: FirestoreFields | undefined): MapValue {
  const entries = new Map<string, RulesValue>();
  for (const [key, value] of Object.entries(fields ?? {}))
    entries.set(key, fromFirestoreValue(value));
  return map(entries);
}
