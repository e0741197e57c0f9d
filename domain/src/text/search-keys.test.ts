import { describe, expect, it } from 'vitest';
import { isExactSearchKey, SEARCH_KEY_MAX_LENGTH, searchKeyOf, searchKeys } from '../index.js';

describe('searchKeys', () => {
  it('holds every lowercased substring, so any typed part of a name is one key', () => {
    const keys = searchKeys('Clara', 'clara-s');
    for (const typed of ['c', 'CL', 'lar', 'ara-', 'a-s', 'clara-s']) {
      expect(keys).toContain(searchKeyOf(typed));
    }
    expect(keys).not.toContain('clara-sx');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('skips keys with spaces at either end and collapses inner runs', () => {
    const keys = searchKeys('Anne  Sophie');
    expect(keys).toContain('e s');
    expect(keys.some((key) => key !== key.trim())).toBe(false);
    expect(searchKeys('', null, undefined, '   ')).toEqual([]);
  });

  it('stops at 20 characters, and says when a query is cut', () => {
    const long = 'a'.repeat(10) + 'b'.repeat(30);
    expect(Math.max(...searchKeys(long).map((key) => key.length))).toBe(SEARCH_KEY_MAX_LENGTH);
    expect(searchKeyOf(`  ${long} `)).toBe(long.slice(0, 20));
    expect(isExactSearchKey(long)).toBe(false);
    expect(isExactSearchKey(' Clara ')).toBe(true);
    expect(searchKeyOf('   ')).toBeNull();
  });
});
