// Timestamps as the service speaks them: RFC 3339 strings in UTC ending in Z (proto3 JSON), and
// as {seconds, nanos} for comparison and for the gRPC transport.
import { Code, RpcError } from '../rpc/contract.js';

export interface Timestamp {
  seconds: number;
  nanos: number;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an RFC 3339 timestamp; offsets other than Z are accepted and normalised. */
export function parseTimestamp(text: string): Timestamp {
  const match = RFC3339.exec(text);
  if (!match) throw new RpcError(Code.INVALID_ARGUMENT, `Invalid timestamp: ${text}`);
  const [, year, month, day, hour, minute, second, fraction = '', zone = 'Z'] = match;
  let millis = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const [zoneHours, zoneMinutes] = zone.slice(1).split(':').map(Number);
    millis -= sign * ((zoneHours ?? 0) * 60 + (zoneMinutes ?? 0)) * 60_000;
  }
  return { seconds: Math.floor(millis / 1000), nanos: Number(fraction.padEnd(9, '0')) };
}

/** Formats with as many fractional digits as needed (0, 3, 6 or 9), like proto3 JSON. */
export function formatTimestamp(timestamp: Timestamp): string {
  const date = new Date(timestamp.seconds * 1000);
  const base = date.toISOString().slice(0, 19);
  const nanos = timestamp.nanos;
  if (nanos === 0) return `${base}Z`;
  const digits = String(nanos).padStart(9, '0');
  const fraction =
    nanos % 1_000_000 === 0 ? digits.slice(0, 3) : nanos % 1000 === 0 ? digits.slice(0, 6) : digits;
  return `${base}.${fraction}Z`;
}

function compareTimestamps(left: Timestamp, right: Timestamp): number {
  return left.seconds - right.seconds || left.nanos - right.nanos;
}

/**
 * Compares two valid RFC 3339 texts. Two in UTC of one length have one layout (as many fraction
 * digits), so their text order is their time order: a query's sort compares them without
 * parsing, which was most of its time over timestamps.
 */
export function compareTimestampTexts(left: string, right: string): number {
  if (left.length === right.length && left.endsWith('Z') && right.endsWith('Z')) {
    return left < right ? -1 : left > right ? 1 : 0;
  }
  return compareTimestamps(parseTimestamp(left), parseTimestamp(right));
}

/** Firestore keeps microseconds: stored timestamps are truncated to them. */
export function truncateToMicros(timestamp: Timestamp): Timestamp {
  return { seconds: timestamp.seconds, nanos: timestamp.nanos - (timestamp.nanos % 1000) };
}

function timestampFromMicros(micros: number): Timestamp {
  const seconds = Math.floor(micros / 1_000_000);
  return { seconds, nanos: (micros - seconds * 1_000_000) * 1000 };
}

function microsFromTimestamp(timestamp: Timestamp): number {
  return timestamp.seconds * 1_000_000 + Math.floor(timestamp.nanos / 1000);
}

/** Micro-second timestamps as RFC 3339 strings: the form the store keeps times in. */
export function formatMicros(micros: number): string {
  return formatTimestamp(timestampFromMicros(micros));
}

export function parseMicros(text: string): number {
  return microsFromTimestamp(parseTimestamp(text));
}
