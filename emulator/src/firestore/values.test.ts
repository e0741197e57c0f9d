import { describe, expect, test } from 'vitest';
import { compareUtf8, compareValues, normalizeValue, valuesEqual, type Value } from './values.js';

const ordered: Value[] = [
  { nullValue: 'NULL_VALUE' },
  { booleanValue: false },
  { booleanValue: true },
  { doubleValue: 'NaN' },
  { doubleValue: '-Infinity' },
  { integerValue: '-9223372036854775808' },
  { doubleValue: -1.5 },
  { integerValue: '0' },
  { doubleValue: 0.5 },
  { integerValue: '9007199254740993' },
  { doubleValue: 'Infinity' },
  { timestampValue: '1970-01-01T00:00:00Z' },
  { timestampValue: '1970-01-01T00:00:00.000001Z' },
  { stringValue: '' },
  { stringValue: 'a' },
  { stringValue: '\uffff' },
  { stringValue: '\u{1f3bb}' },
  { bytesValue: '' },
  { bytesValue: 'AQ==' },
  { referenceValue: 'projects/p/databases/d/documents/a/b' },
  { referenceValue: 'projects/p/databases/d/documents/a/b/c/d' },
  { referenceValue: 'projects/p/databases/d/documents/b/a' },
  { geoPointValue: { latitude: -10, longitude: 5 } },
  { geoPointValue: { latitude: 10, longitude: 0 } },
  { arrayValue: {} },
  { arrayValue: { values: [{ integerValue: '1' }] } },
  { arrayValue: { values: [{ integerValue: '1' }, { nullValue: 'NULL_VALUE' }] } },
  { arrayValue: { values: [{ integerValue: '2' }] } },
  {
    mapValue: {
      fields: { __type__: { stringValue: '__vector__' }, value: { arrayValue: {} } },
    },
  },
  { mapValue: {} },
  { mapValue: { fields: { a: { integerValue: '1' } } } },
  { mapValue: { fields: { a: { integerValue: '2' } } } },
  { mapValue: { fields: { b: { integerValue: '0' } } } },
];

describe('Firestore value order', () => {
  test('every value sorts before the next one, across and within types', () => {
    for (let index = 0; index + 1 < ordered.length; index++) {
      const left = ordered[index] as Value;
      const right = ordered[index + 1] as Value;
      expect(
        compareValues(left, right),
        `${JSON.stringify(left)} < ${JSON.stringify(right)}`,
      ).toBeLessThan(0);
      expect(compareValues(right, left)).toBeGreaterThan(0);
    }
  });

  test('numbers compare by value: 1 == 1.0, 0 == -0, NaN == NaN', () => {
    expect(valuesEqual({ integerValue: '1' }, { doubleValue: 1 })).toBe(true);
    expect(valuesEqual({ doubleValue: '-0' }, { integerValue: '0' })).toBe(true);
    expect(valuesEqual({ doubleValue: 'NaN' }, { doubleValue: NaN })).toBe(true);
    // Beyond 2^53 an integer and the nearest double differ.
    expect(
      compareValues({ integerValue: '9007199254740993' }, { doubleValue: 9007199254740992 }),
    ).toBeGreaterThan(0);
  });

  test('timestamps order by time, whatever their fraction digits or offset', () => {
    const at = (text: string): Value => ({ timestampValue: text });
    const times = [
      '2026-11-29T01:59:59.999999Z',
      '2026-11-29T02:00:00Z',
      '2026-11-29T02:00:00.1Z',
      '2026-11-29T02:00:00.123Z',
      '2026-11-29T03:00:00.200+01:00',
      '2026-11-29T02:00:00.500000Z',
      '2026-11-29T02:00:01Z',
    ];
    for (let index = 0; index + 1 < times.length; index++) {
      const [left, right] = [at(times[index]!), at(times[index + 1]!)];
      expect(compareValues(left, right), `${times[index]} < ${times[index + 1]}`).toBeLessThan(0);
      expect(compareValues(right, left)).toBeGreaterThan(0);
    }
    expect(valuesEqual(at('2026-11-29T02:00:00.5Z'), at('2026-11-29T02:00:00.500000Z'))).toBe(true);
  });

  test('strings order by UTF-8 bytes, not UTF-16 code units', () => {
    expect(compareUtf8('\uffff', '\u{10000}')).toBeLessThan(0);
    expect('\uffff' < '\u{10000}').toBe(false);
  });

  test('normalisation: integers as strings, special doubles as strings, timestamps to micros', () => {
    expect(normalizeValue({ integerValue: 5 })).toEqual({ integerValue: '5' });
    expect(normalizeValue({ doubleValue: -0 })).toEqual({ doubleValue: '-0' });
    expect(normalizeValue({ doubleValue: 'Infinity' })).toEqual({ doubleValue: 'Infinity' });
    expect(normalizeValue({ timestampValue: '2020-01-01T00:00:00.123456789Z' })).toEqual({
      timestampValue: '2020-01-01T00:00:00.123456Z',
    });
    expect(() => normalizeValue({ integerValue: '9223372036854775808' })).toThrow(/range/);
    expect(() => normalizeValue({})).toThrow(/no kind/);
  });
});
