import { describe, expect, it } from 'vitest';
import { formatTimeAgo, formatTimeUntil } from '../index.js';

const now = new Date('2025-06-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeAgo', () => {
  it.each([
    [0, 'less than a minute ago'],
    [29 * SECOND, 'less than a minute ago'],
    [-5 * MINUTE, 'less than a minute ago'],
    [30 * SECOND, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [59 * MINUTE + 30 * SECOND, '1 hour ago'],
    [5 * HOUR, '5 hours ago'],
    [23 * HOUR + 29 * MINUTE, '23 hours ago'],
    [23 * HOUR + 30 * MINUTE, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [200 * DAY, '7 months ago'],
    [345 * DAY, '1 year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%i ms before now reads "%s"', (ms, text) => {
    expect(formatTimeAgo(before(ms), now)).toBe(text);
  });
});

describe('formatTimeUntil', () => {
  const after = (ms: number) => new Date(now.getTime() + ms);
  it.each([
    [0, 'in less than a minute'],
    [-5 * MINUTE, 'in less than a minute'],
    [2 * MINUTE, 'in 2 minutes'],
    [23 * HOUR + 30 * MINUTE, 'in 1 day'],
    [3 * DAY, 'in 3 days'],
    [89 * DAY, 'in 3 months'],
  ])('%i ms after now reads "%s"', (ms, text) => {
    expect(formatTimeUntil(after(ms), now)).toBe(text);
  });
});
