import { describe, expect, it } from 'vitest';
import { count, dateOrEpoch, mapFields, text, toDate, withDates } from './fields.js';

const at = new Date('2026-11-20T10:00:00Z');
/** What either Firebase SDK hands back for a stored time. */
const stamp = { toDate: () => at };

describe('the field readers', () => {
  it('read a Timestamp or a Date as a Date, anything else as null', () => {
    expect(toDate(stamp)).toBe(at);
    expect(toDate(at)).toBe(at);
    expect(toDate({ toDate: 'no' })).toBeNull();
    expect(toDate({ toDate: () => 'no' })).toBeNull();
    expect(toDate('2026-11-20')).toBeNull();
    expect(toDate(null)).toBeNull();
  });

  it('read a time a list sorts by as the epoch when it cannot be read', () => {
    expect(dateOrEpoch(stamp)).toBe(at);
    expect(dateOrEpoch(undefined)).toEqual(new Date(0));
  });

  it('convert Timestamps to Dates, nested ones and those in arrays too', () => {
    expect(withDates({ a: stamp, list: [{ b: stamp }], n: 1, s: 'x', z: null })).toEqual({
      a: at,
      list: [{ b: at }],
      n: 1,
      s: 'x',
      z: null,
    });
  });

  it("read a map's fields, or null for anything else", () => {
    const map = { best: 3 };
    expect(mapFields(map)).toBe(map);
    expect(mapFields(null)).toBeNull();
    expect(mapFields('best')).toBeNull();
    expect(mapFields(undefined)).toBeNull();
  });

  it('read a string, or the empty string', () => {
    expect(text('Mahler')).toBe('Mahler');
    expect(text(9)).toBe('');
    expect(text(undefined)).toBe('');
  });

  it('read a non-negative finite count, or 0', () => {
    expect(count(3)).toBe(3);
    expect(count(-1)).toBe(0);
    expect(count(Number.NaN)).toBe(0);
    expect(count(Number.POSITIVE_INFINITY)).toBe(0);
    expect(count('3')).toBe(0);
  });
});
