// Firestore values in proto3 JSON form, with the backend's ordering and equality across types:
// null < booleans < numbers (NaN first, integers and doubles compared by value) < timestamps <
// strings (UTF-8 byte order) < bytes < references < geo points < arrays < vectors < maps.
import { Code, RpcError, type JsonObject, type JsonValue } from '../rpc/contract.js';
import { numericIdOf } from './paths.js';
import {
  compareTimestampTexts,
  formatTimestamp,
  parseTimestamp,
  truncateToMicros,
} from './timestamps.js';

/** A google.firestore.v1.Value in proto3 JSON: exactly one of its kinds is set. */
export type Value = JsonObject;
export type Fields = { [field: string]: Value };

export enum TypeOrder {
  Null = 0,
  Boolean = 1,
  Number = 2,
  Timestamp = 3,
  String = 4,
  Bytes = 5,
  Reference = 6,
  GeoPoint = 7,
  Array = 8,
  Vector = 9,
  Map = 10,
}

export const NULL_VALUE: Value = { nullValue: 'NULL_VALUE' };

export function typeOrder(value: Value): TypeOrder {
  if ('nullValue' in value) return TypeOrder.Null;
  if ('booleanValue' in value) return TypeOrder.Boolean;
  if ('integerValue' in value || 'doubleValue' in value) return TypeOrder.Number;
  if ('timestampValue' in value) return TypeOrder.Timestamp;
  if ('stringValue' in value) return TypeOrder.String;
  if ('bytesValue' in value) return TypeOrder.Bytes;
  if ('referenceValue' in value) return TypeOrder.Reference;
  if ('geoPointValue' in value) return TypeOrder.GeoPoint;
  if ('arrayValue' in value) return TypeOrder.Array;
  if ('mapValue' in value) return isVector(value) ? TypeOrder.Vector : TypeOrder.Map;
  throw new RpcError(Code.INVALID_ARGUMENT, `Value has no kind: ${JSON.stringify(value)}`);
}

export function mapFields(value: Value): Fields {
  const map = value.mapValue as JsonObject | undefined;
  return (map?.fields as Fields | undefined) ?? {};
}

export function arrayValues(value: Value): Value[] {
  const array = value.arrayValue as JsonObject | undefined;
  return (array?.values as Value[] | undefined) ?? [];
}

function isVector(value: Value): boolean {
  return mapFields(value).__type__?.stringValue === '__vector__';
}

export function isNumber(value: Value): boolean {
  return 'integerValue' in value || 'doubleValue' in value;
}

export function isInteger(value: Value): boolean {
  return 'integerValue' in value;
}

/** A double from its JSON form (a number, or "NaN", "Infinity", "-Infinity", "-0"). */
export function doubleOf(value: Value): number {
  if ('integerValue' in value) return Number(value.integerValue);
  return Number(value.doubleValue);
}

export function integerOf(value: Value): bigint {
  return BigInt(value.integerValue as string | number);
}

/** Encodes a double in proto3 JSON, keeping NaN, the infinities and -0 distinguishable. */
export function doubleValue(number: number): Value {
  if (Number.isNaN(number)) return { doubleValue: 'NaN' };
  if (number === Infinity) return { doubleValue: 'Infinity' };
  if (number === -Infinity) return { doubleValue: '-Infinity' };
  if (Object.is(number, -0)) return { doubleValue: '-0' };
  return { doubleValue: number };
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function integerValue(integer: bigint): Value {
  return { integerValue: integer.toString() };
}

export function fitsInt64(integer: bigint): boolean {
  return integer >= INT64_MIN && integer <= INT64_MAX;
}

function compareNumbers(left: Value, right: Value): number {
  if (isInteger(left) && isInteger(right)) {
    const leftText = String(left.integerValue);
    const rightText = String(right.integerValue);
    // Up to 15 digits a double holds an integer exactly: skip the BigInt allocation.
    if (leftText.length <= 15 && rightText.length <= 15) {
      return Number(leftText) - Number(rightText);
    }
    const a = integerOf(left);
    const b = integerOf(right);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const a = doubleOf(left);
  const b = doubleOf(right);
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  if (a < b) return -1;
  if (a > b) return 1;
  // Equal as doubles: an integer beyond 2^53 may still differ from the double exactly.
  if (isInteger(left) !== isInteger(right) && Number.isInteger(a)) {
    const exactLeft = isInteger(left) ? integerOf(left) : BigInt(a);
    const exactRight = isInteger(right) ? integerOf(right) : BigInt(b);
    return exactLeft < exactRight ? -1 : exactLeft > exactRight ? 1 : 0;
  }
  return 0;
}

/** Compares strings by Unicode code point, which is the order of their UTF-8 bytes. */
export function compareUtf8(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const a = left.charCodeAt(index);
    const b = right.charCodeAt(index);
    if (a === b) continue;
    // Surrogates (0xD800-0xDFFF) encode code points above 0xFFFF: they sort after the BMP.
    const surrogateA = a >= 0xd800 && a <= 0xdfff;
    const surrogateB = b >= 0xd800 && b <= 0xdfff;
    if (surrogateA !== surrogateB) return surrogateA ? 1 : -1;
    return a - b;
  }
  return left.length - right.length;
}

function compareBytes(left: string, right: string): number {
  return Buffer.compare(Buffer.from(left, 'base64'), Buffer.from(right, 'base64'));
}

/** Splits a resource name `projects/p/databases/d/documents/a/b` into comparable segments. */
function referenceSegments(reference: string): string[] {
  return reference.split('/');
}

/**
 * The server's order of path segments: numeric ids (`__id7__`) first, by their number, then
 * every other segment by its UTF-8 bytes.
 */
function compareSegments(left: string, right: string): number {
  const leftNumber = left.startsWith('__id') ? numericIdOf(left) : undefined;
  const rightNumber = right.startsWith('__id') ? numericIdOf(right) : undefined;
  if (leftNumber !== undefined && rightNumber !== undefined) {
    if (leftNumber !== rightNumber) return leftNumber < rightNumber ? -1 : 1;
    // `__id7__` and `__id007__` are the same number but two documents: keep them apart.
    return compareUtf8(left, right);
  }
  if (leftNumber !== undefined) return -1;
  if (rightNumber !== undefined) return 1;
  return compareUtf8(left, right);
}

export function compareReferences(left: string, right: string): number {
  const a = referenceSegments(left);
  const b = referenceSegments(right);
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const order = compareSegments(a[index] as string, b[index] as string);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

function compareGeoPoints(left: Value, right: Value): number {
  const a = left.geoPointValue as JsonObject;
  const b = right.geoPointValue as JsonObject;
  return (
    compareDoubles(Number(a.latitude ?? 0), Number(b.latitude ?? 0)) ||
    compareDoubles(Number(a.longitude ?? 0), Number(b.longitude ?? 0))
  );
}

function compareDoubles(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareArrays(left: Value[], right: Value[]): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const order = compareValues(left[index] as Value, right[index] as Value);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

function compareMaps(left: Fields, right: Fields): number {
  const leftKeys = Object.keys(left).sort(compareUtf8);
  const rightKeys = Object.keys(right).sort(compareUtf8);
  const length = Math.min(leftKeys.length, rightKeys.length);
  for (let index = 0; index < length; index++) {
    const leftKey = leftKeys[index] as string;
    const rightKey = rightKeys[index] as string;
    const keyOrder = compareUtf8(leftKey, rightKey);
    if (keyOrder !== 0) return keyOrder;
    const valueOrder = compareValues(left[leftKey] as Value, right[rightKey] as Value);
    if (valueOrder !== 0) return valueOrder;
  }
  return leftKeys.length - rightKeys.length;
}

function compareVectors(left: Value, right: Value): number {
  // Vectors order by length first, then element by element.
  const a = arrayValues(mapFields(left).value ?? {});
  const b = arrayValues(mapFields(right).value ?? {});
  return a.length - b.length || compareArrays(a, b);
}

/** Firestore's total order over values. Returns <0, 0 or >0. */
export function compareValues(left: Value, right: Value): number {
  const leftType = typeOrder(left);
  const rightType = typeOrder(right);
  if (leftType !== rightType) return leftType - rightType;
  switch (leftType) {
    case TypeOrder.Null:
      return 0;
    case TypeOrder.Boolean:
      return Number(left.booleanValue === true) - Number(right.booleanValue === true);
    case TypeOrder.Number:
      return compareNumbers(left, right);
    case TypeOrder.Timestamp:
      return compareTimestampTexts(left.timestampValue as string, right.timestampValue as string);
    case TypeOrder.String:
      return compareUtf8(left.stringValue as string, right.stringValue as string);
    case TypeOrder.Bytes:
      return compareBytes(left.bytesValue as string, right.bytesValue as string);
    case TypeOrder.Reference:
      return compareReferences(left.referenceValue as string, right.referenceValue as string);
    case TypeOrder.GeoPoint:
      return compareGeoPoints(left, right);
    case TypeOrder.Array:
      return compareArrays(arrayValues(left), arrayValues(right));
    case TypeOrder.Vector:
      return compareVectors(left, right);
    case TypeOrder.Map:
      return compareMaps(mapFields(left), mapFields(right));
  }
}

/** Query equality: numbers by value (1 == 1.0, 0 == -0, NaN == NaN), everything else exact. */
export function valuesEqual(left: Value, right: Value): boolean {
  return compareValues(left, right) === 0;
}

/**
 * Whether two documents' fields are stored identically: same keys, same kinds, same values as
 * written (unlike query equality, 1 and 1.0 differ, as do 0 and -0). Both must be normalized.
 */
export function identicalFields(left: Fields, right: Fields): boolean {
  return identicalJson(left, right);
}

function identicalJson(left: JsonValue | undefined, right: JsonValue | undefined): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) {
      return false;
    }
    return left.every((item, index) => identicalJson(item, right[index]));
  }
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => key in right && identicalJson(left[key], right[key]));
}

/**
 * Validates a value from a client and returns it in canonical form: integers as strings,
 * special doubles as strings, timestamps truncated to microseconds, nested values recursively.
 */
export function normalizeValue(value: JsonValue | undefined): Value {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new RpcError(Code.INVALID_ARGUMENT, `Invalid value: ${JSON.stringify(value)}`);
  }
  const kind = typeOrder(value);
  switch (kind) {
    case TypeOrder.Null:
      return NULL_VALUE;
    case TypeOrder.Boolean:
      return { booleanValue: value.booleanValue === true };
    case TypeOrder.Number:
      if ('integerValue' in value) {
        const integer = integerOf(value);
        if (!fitsInt64(integer)) throw new RpcError(Code.INVALID_ARGUMENT, 'Integer out of range');
        return integerValue(integer);
      }
      return doubleValue(doubleOf(value));
    case TypeOrder.Timestamp:
      return {
        timestampValue: formatTimestamp(
          truncateToMicros(parseTimestamp(String(value.timestampValue))),
        ),
      };
    case TypeOrder.String:
      return { stringValue: String(value.stringValue ?? '') };
    case TypeOrder.Bytes:
      return { bytesValue: String(value.bytesValue ?? '') };
    case TypeOrder.Reference:
      return { referenceValue: String(value.referenceValue) };
    case TypeOrder.GeoPoint: {
      const point = (value.geoPointValue ?? {}) as JsonObject;
      return {
        geoPointValue: {
          latitude: Number(point.latitude ?? 0),
          longitude: Number(point.longitude ?? 0),
        },
      };
    }
    case TypeOrder.Array:
      return { arrayValue: { values: arrayValues(value).map(normalizeValue) } };
    case TypeOrder.Vector:
    case TypeOrder.Map:
      return { mapValue: { fields: normalizeFields(mapFields(value)) } };
  }
}

export function normalizeFields(fields: JsonObject | undefined): Fields {
  const result: Fields = {};
  for (const [key, value] of Object.entries(fields ?? {})) result[key] = normalizeValue(value);
  return result;
}

export function arrayValue(values: Value[]): Value {
  return { arrayValue: { values } };
}

export function mapValue(fields: Fields): Value {
  return { mapValue: { fields } };
}
