// rules.Timestamp and rules.Duration methods, and the `timestamp` and `duration` namespaces.
// Both are kept as nanosecond bigints so that arithmetic is exact over the whole range.

import { RulesEvalError, evalErrors } from '../errors.js';
import { floorDiv, int, type RulesValue } from '../values.js';
import { arg, expectArity } from './args.js';

const NANOS_PER_SECOND = 1_000_000_000n;
const NANOS_PER_MILLI = 1_000_000n;
const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;
/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999999Z, Firestore's timestamp range. */
const MIN_TIMESTAMP = -62_135_596_800n * NANOS_PER_SECOND;
const MAX_TIMESTAMP = 253_402_300_800n * NANOS_PER_SECOND - 1n;
const MAX_DURATION = 315_576_000_000n * NANOS_PER_SECOND + 999_999_999n;

export function timestamp(nanos: bigint): RulesValue {
  if (nanos < MIN_TIMESTAMP || nanos > MAX_TIMESTAMP) {
    throw new RulesEvalError('Timestamp out of range.');
  }
  return { type: 'timestamp', nanos };
}

export function duration(nanos: bigint): RulesValue {
  if (nanos < -MAX_DURATION || nanos > MAX_DURATION) {
    throw new RulesEvalError('Duration out of range.');
  }
  return { type: 'duration', nanos };
}

function utcDate(nanos: bigint): Date {
  return new Date(Number(floorDiv(nanos, NANOS_PER_MILLI)));
}

export function timestampMethod(
  nanos: bigint,
  name: string,
  args: readonly RulesValue[],
): RulesValue {
  const fn = `timestamp.${name}`;
  expectArity(fn, args, 0);
  const date = utcDate(nanos);
  const sinceMidnight = nanos - floorDiv(nanos, NANOS_PER_DAY) * NANOS_PER_DAY;
  switch (name) {
    case 'date':
      return timestamp(nanos - sinceMidnight);
    case 'year':
      return int(BigInt(date.getUTCFullYear()));
    case 'month':
      return int(BigInt(date.getUTCMonth() + 1));
    case 'day':
      return int(BigInt(date.getUTCDate()));
    case 'dayOfWeek':
      // 1 is Monday and 7 is Sunday (ISO 8601), as the reference documents.
      return int(BigInt(((date.getUTCDay() + 6) % 7) + 1));
    case 'dayOfYear': {
      const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
      const startOfDay = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
      return int(BigInt((startOfDay - startOfYear) / 86_400_000 + 1));
    }
    case 'hours':
      return int(BigInt(date.getUTCHours()));
    case 'minutes':
      return int(BigInt(date.getUTCMinutes()));
    case 'seconds':
      return int(BigInt(date.getUTCSeconds()));
    case 'nanos':
      return int(nanos - floorDiv(nanos, NANOS_PER_SECOND) * NANOS_PER_SECOND);
    case 'time':
      return duration(sinceMidnight);
    case 'toMillis':
      return int(floorDiv(nanos, NANOS_PER_MILLI));
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

export function durationMethod(
  nanos: bigint,
  name: string,
  args: readonly RulesValue[],
): RulesValue {
  const fn = `duration.${name}`;
  expectArity(fn, args, 0);
  switch (name) {
    // Both parts carry the duration's sign, as google.protobuf.Duration does.
    case 'seconds':
      return int(nanos / NANOS_PER_SECOND);
    case 'nanos':
      return int(nanos % NANOS_PER_SECOND);
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

export function timestampNamespace(name: string, args: readonly RulesValue[]): RulesValue {
  const fn = `timestamp.${name}`;
  switch (name) {
    case 'date': {
      expectArity(fn, args, 3);
      const year = Number(arg(fn, args, 0, 'int').value);
      const month = Number(arg(fn, args, 1, 'int').value);
      const day = Number(arg(fn, args, 2, 'int').value);
      const millis = Date.UTC(year, month - 1, day);
      const check = new Date(millis);
      if (
        year < 1 ||
        check.getUTCFullYear() !== year ||
        check.getUTCMonth() !== month - 1 ||
        check.getUTCDate() !== day
      ) {
        throw evalErrors.invalidArgument(fn, `Argument: [${year}-${month}-${day}] is not a date.`);
      }
      return timestamp(BigInt(millis) * NANOS_PER_MILLI);
    }
    case 'value':
      expectArity(fn, args, 1);
      return timestamp(arg(fn, args, 0, 'int').value * NANOS_PER_MILLI);
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

const UNIT_NANOS: Record<string, bigint> = {
  w: 7n * NANOS_PER_DAY,
  d: NANOS_PER_DAY,
  h: 3600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MILLI,
  ns: 1n,
};

export function durationNamespace(name: string, args: readonly RulesValue[]): RulesValue {
  const fn = `duration.${name}`;
  switch (name) {
    case 'abs': {
      expectArity(fn, args, 1);
      const nanos = arg(fn, args, 0, 'duration').nanos;
      return duration(nanos < 0n ? -nanos : nanos);
    }
    case 'time': {
      expectArity(fn, args, 4);
      const [hours, minutes, seconds, nanos] = [0, 1, 2, 3].map(
        (i) => arg(fn, args, i, 'int').value,
      ) as [bigint, bigint, bigint, bigint];
      return duration(((hours * 60n + minutes) * 60n + seconds) * NANOS_PER_SECOND + nanos);
    }
    case 'value': {
      expectArity(fn, args, 2);
      const magnitude = arg(fn, args, 0, 'int', 'float');
      const unit = arg(fn, args, 1, 'string').value;
      const unitNanos = UNIT_NANOS[unit];
      if (unitNanos === undefined) {
        throw evalErrors.invalidArgument(
          fn,
          `Argument: [${unit}] is not a unit (w, d, h, m, s, ms, ns).`,
        );
      }
      if (magnitude.type === 'int') return duration(magnitude.value * unitNanos);
      if (!Number.isFinite(magnitude.value))
        throw evalErrors.invalidArgument(fn, 'Argument: not finite.');
      return duration(BigInt(Math.round(magnitude.value * Number(unitNanos))));
    }
    default:
      throw evalErrors.functionNotFound(fn);
  }
}
