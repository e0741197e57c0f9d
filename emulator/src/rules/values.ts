// The rules language's runtime values and the operations every other module relies on: type
// names (for `is` and error messages), equality, ordering and display.

import { RulesEvalError, evalErrors } from './errors.js';

export type MapEntries = ReadonlyMap<string, RulesValue>;

export interface MapValue {
  type: 'map';
  entries: MapEntries;
  /**
   * Set on the stand-in for `resource.data` while a list query is checked: only fields the query
   * pins are known, so anything that needs the whole map (keys, size, equality) is an error.
   */
  partial?: boolean;
}

export type RulesValue =
  | { type: 'null' }
  | { type: 'bool'; value: boolean }
  | { type: 'int'; value: bigint }
  | { type: 'float'; value: number }
  | { type: 'string'; value: string }
  | { type: 'bytes'; value: Uint8Array }
  /**
   * `partial` marks the stand-in for an array field a query constrains with array-contains: the
   * listed items are known to be present, nothing else is known, so only `in` can use it.
   */
  | { type: 'list'; items: readonly RulesValue[]; partial?: boolean }
  | MapValue
  | { type: 'set'; items: readonly RulesValue[] }
  | { type: 'path'; segments: readonly string[] }
  /** Nanoseconds since the Unix epoch. */
  | { type: 'timestamp'; nanos: bigint }
  | { type: 'duration'; nanos: bigint }
  | { type: 'latlng'; latitude: number; longitude: number }
  | { type: 'mapDiff'; left: MapValue; right: MapValue };

export type RulesType = RulesValue['type'];

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export const NULL: RulesValue = { type: 'null' };
const TRUE: RulesValue = { type: 'bool', value: true };
const FALSE: RulesValue = { type: 'bool', value: false };

export const bool = (value: boolean): RulesValue => (value ? TRUE : FALSE);
export const str = (value: string): RulesValue => ({ type: 'string', value });
export const float = (value: number): RulesValue => ({ type: 'float', value });
export const list = (items: readonly RulesValue[]): RulesValue => ({ type: 'list', items });
export const map = (entries: MapEntries): MapValue => ({ type: 'map', entries });
export const mapOf = (record: Record<string, RulesValue>): MapValue =>
  map(new Map(Object.entries(record)));

/** An int, or the language's integer overflow error when it leaves the 64-bit range. */
export function int(value: bigint): RulesValue {
  if (value < INT64_MIN || value > INT64_MAX) throw evalErrors.overflow();
  return { type: 'int', value };
}

/** A set keeps the first of several equal items, as `toSet()` is documented to. */
export function set(items: readonly RulesValue[]): RulesValue {
  const unique: RulesValue[] = [];
  for (const item of items) if (!unique.some((seen) => equals(seen, item))) unique.push(item);
  return { type: 'set', items: unique };
}

/** The type's name as the language spells it in `is` checks and messages. */
export function typeName(value: RulesValue): string {
  switch (value.type) {
    case 'mapDiff':
      return 'map_diff';
    case 'latlng':
      return 'lat_lng';
    default:
      return value.type;
  }
}

const TYPE_ALIASES: Record<string, (value: RulesValue) => boolean> = {
  bool: (v) => v.type === 'bool',
  boolean: (v) => v.type === 'bool',
  int: (v) => v.type === 'int',
  integer: (v) => v.type === 'int',
  float: (v) => v.type === 'float',
  number: (v) => v.type === 'int' || v.type === 'float',
  string: (v) => v.type === 'string',
  bytes: (v) => v.type === 'bytes',
  list: (v) => v.type === 'list',
  map: (v) => v.type === 'map',
  set: (v) => v.type === 'set',
  path: (v) => v.type === 'path',
  timestamp: (v) => v.type === 'timestamp',
  duration: (v) => v.type === 'duration',
  latlng: (v) => v.type === 'latlng',
  map_diff: (v) => v.type === 'mapDiff',
  mapdiff: (v) => v.type === 'mapDiff',
  null: (v) => v.type === 'null',
};

/** `value is typeName`; unknown type names are an error rather than a silent false. */
export function isOfType(value: RulesValue, name: string): boolean {
  const short = name.startsWith('rules.') ? name.slice('rules.'.length) : name;
  const check = TYPE_ALIASES[short.toLowerCase()];
  if (!check) throw new RulesEvalError(`Unknown type name: ${name}.`);
  return check(value);
}

export function isNumber(
  value: RulesValue,
): value is Extract<RulesValue, { type: 'int' | 'float' }> {
  return value.type === 'int' || value.type === 'float';
}

export function toNumber(value: Extract<RulesValue, { type: 'int' | 'float' }>): number {
  return value.type === 'int' ? Number(value.value) : value.value;
}

function completeEntries(value: MapValue): MapEntries {
  if (value.partial) throw evalErrors.unknownInQuery('data');
  return value.entries;
}

/** Deep equality; ints and floats compare by numeric value, as in production (1 == 1.0). */
export function equals(a: RulesValue, b: RulesValue): boolean {
  if (isNumber(a) && isNumber(b)) {
    if (a.type === 'int' && b.type === 'int') return a.value === b.value;
    return toNumber(a) === toNumber(b);
  }
  switch (a.type) {
    case 'null':
      return b.type === 'null';
    case 'bool':
    case 'string':
      return b.type === a.type && b.value === a.value;
    case 'bytes':
      return b.type === 'bytes' && bytesEqual(a.value, b.value);
    case 'list':
      if (a.partial || (b.type === 'list' && b.partial)) throw evalErrors.unknownInQuery('list');
      return (
        b.type === 'list' &&
        a.items.length === b.items.length &&
        a.items.every((item, i) => equals(item, b.items[i] as RulesValue))
      );
    case 'set':
      return (
        b.type === 'set' &&
        a.items.length === b.items.length &&
        a.items.every((item) => b.items.some((other) => equals(item, other)))
      );
    case 'map': {
      if (b.type !== 'map') return false;
      const left = completeEntries(a);
      const right = completeEntries(b);
      if (left.size !== right.size) return false;
      for (const [key, value] of left) {
        const other = right.get(key);
        if (other === undefined || !equals(value, other)) return false;
      }
      return true;
    }
    case 'path':
      return (
        b.type === 'path' &&
        a.segments.length === b.segments.length &&
        a.segments.every((segment, i) => segment === b.segments[i])
      );
    case 'timestamp':
    case 'duration':
      return b.type === a.type && b.nanos === a.nanos;
    case 'latlng':
      return b.type === 'latlng' && a.latitude === b.latitude && a.longitude === b.longitude;
    case 'mapDiff':
      return b.type === 'mapDiff' && equals(a.left, b.left) && equals(a.right, b.right);
    default:
      return false;
  }
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Ordering for `<`, `<=`, `>`, `>=`: numbers, strings, bytes, timestamps and durations. */
export function compare(a: RulesValue, b: RulesValue): number {
  if (isNumber(a) && isNumber(b)) {
    if (a.type === 'int' && b.type === 'int')
      return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
    const x = toNumber(a);
    const y = toNumber(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a.type === 'string' && b.type === 'string') {
    return compareCodePoints(a.value, b.value);
  }
  if (a.type === 'bytes' && b.type === 'bytes') {
    const length = Math.min(a.value.length, b.value.length);
    for (let i = 0; i < length; i += 1) {
      const diff = (a.value[i] as number) - (b.value[i] as number);
      if (diff !== 0) return Math.sign(diff);
    }
    return Math.sign(a.value.length - b.value.length);
  }
  if (
    (a.type === 'timestamp' && b.type === 'timestamp') ||
    (a.type === 'duration' && b.type === 'duration')
  ) {
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  }
  throw evalErrors.unsupported(`Received: ${typeName(a)} and ${typeName(b)} cannot be ordered.`);
}

/** Strings order by Unicode code point (UTF-8 byte order), not by UTF-16 unit. */
function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return Math.sign(left.length - right.length);
}

/** Whether `needle in haystack` for lists, sets and maps (by key). */
export function contains(haystack: RulesValue, needle: RulesValue): boolean {
  switch (haystack.type) {
    case 'list':
    case 'set': {
      if (haystack.items.some((item) => equals(item, needle))) return true;
      if (haystack.type === 'list' && haystack.partial) throw evalErrors.unknownInQuery('list');
      return false;
    }
    case 'map': {
      if (needle.type !== 'string') return false;
      if (haystack.entries.has(needle.value)) return true;
      if (haystack.partial) throw evalErrors.unknownInQuery(needle.value);
      return false;
    }
    default:
      throw evalErrors.unsupported(`Received: 'in' on ${typeName(haystack)}.`);
  }
}

/** A readable rendering, used by `string()`, `join()`, `debug()` and error messages. */
export function display(value: RulesValue): string {
  switch (value.type) {
    case 'null':
      return 'null';
    case 'bool':
      return String(value.value);
    case 'int':
      return value.value.toString();
    case 'float':
      return formatFloat(value.value);
    case 'string':
      return value.value;
    case 'bytes':
      return `b'${Buffer.from(value.value).toString('base64')}'`;
    case 'list':
      return `[${value.items.map(quoted).join(', ')}]`;
    case 'set':
      return `set([${value.items.map(quoted).join(', ')}])`;
    case 'map':
      return `{${[...value.entries].map(([k, v]) => `${JSON.stringify(k)}: ${quoted(v)}`).join(', ')}}`;
    case 'path':
      return `/${value.segments.join('/')}`;
    case 'timestamp':
      return formatTimestamp(value.nanos);
    case 'duration':
      return `${formatDecimal(value.nanos)}s`;
    case 'latlng':
      return `latlng(${value.latitude}, ${value.longitude})`;
    case 'mapDiff':
      return `map_diff(${display(value.left)}, ${display(value.right)})`;
  }
}

function quoted(value: RulesValue): string {
  return value.type === 'string' ? JSON.stringify(value.value) : display(value);
}

function formatFloat(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

const NANOS_PER_SECOND = 1_000_000_000n;

function formatDecimal(nanos: bigint): string {
  const sign = nanos < 0n ? '-' : '';
  const magnitude = nanos < 0n ? -nanos : nanos;
  const seconds = magnitude / NANOS_PER_SECOND;
  const fraction = (magnitude % NANOS_PER_SECOND).toString().padStart(9, '0').replace(/0+$/, '');
  return `${sign}${seconds}${fraction ? `.${fraction}` : ''}`;
}

/** RFC 3339 in UTC with as many fractional digits as the value needs, like Firestore. */
function formatTimestamp(nanos: bigint): string {
  const millis = floorDiv(nanos, 1_000_000n);
  const subMillis = nanos - millis * 1_000_000n;
  const iso = new Date(Number(millis)).toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  const fraction = `${iso.slice(20, 23)}${subMillis.toString().padStart(6, '0')}`.replace(
    /0+$/,
    '',
  );
  return `${iso.slice(0, 19)}${fraction ? `.${fraction}` : ''}Z`;
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? quotient - 1n : quotient;
}
