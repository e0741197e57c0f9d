import { describe, expect, it } from 'vitest';
import { decodePageSeed, encodePageSeed } from './page-seed';

describe('the page seed', () => {
  it('comes back as written: the page it names, its time and its Dates', () => {
    const createdAt = new Date(Date.UTC(2026, 10, 29, 5, 0));
    const seed = { page: 'thread', now: 1_000, data: { 'thread:t1': { createdAt } } } as const;
    expect(decodePageSeed(encodePageSeed(seed))).toEqual(seed);
  });

  it('is refused when it names no page the server draws, or is not a seed at all', () => {
    expect(decodePageSeed(JSON.stringify({ page: 'profile', now: 1, data: {} }))).toBeNull();
    expect(decodePageSeed(JSON.stringify({ now: 1, data: {} }))).toBeNull();
    expect(decodePageSeed(JSON.stringify({ page: 'salon', data: {} }))).toBeNull();
    expect(decodePageSeed('{')).toBeNull();
  });
});
