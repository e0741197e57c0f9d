import { describe, expect, it } from 'vitest';
import { formatExactMoment } from '../index.js';

describe('formatExactMoment', () => {
  it('gives the day, month, year and the time to the minute, in local time', () => {
    expect(formatExactMoment(new Date(2026, 10, 26, 15, 3, 59))).toBe('26 Nov 2026, 15:03');
    expect(formatExactMoment(new Date(2027, 0, 1, 0, 0))).toBe('1 Jan 2027, 00:00');
    expect(formatExactMoment(new Date(2026, 11, 31, 23, 59))).toBe('31 Dec 2026, 23:59');
  });
});
