import { describe, expect, test } from 'vitest';
import { documentPathOf, formatFieldPath, parentPathOf, parseFieldPath } from './paths.js';

const database = 'projects/p/databases/(default)';

describe('resource names', () => {
  test('document names must have an even number of valid segments', () => {
    expect(documentPathOf(database, `${database}/documents/a/b/c/d`)).toBe('a/b/c/d');
    expect(() => documentPathOf(database, `${database}/documents/a`)).toThrow(/odd/);
    expect(() => documentPathOf(database, `${database}/documents/a/__x__`)).toThrow(/invalid/);
    expect(() =>
      documentPathOf(database, 'projects/q/databases/(default)/documents/a/b'),
    ).toThrow();
    expect(parentPathOf(database, `${database}/documents`)).toBe('');
  });

  test('field paths: dots split, backticks quote', () => {
    expect(parseFieldPath('a.b')).toEqual(['a', 'b']);
    expect(parseFieldPath('`x.y`.z')).toEqual(['x.y', 'z']);
    expect(parseFieldPath('`a\\`b`')).toEqual(['a`b']);
    expect(formatFieldPath(['x.y', 'z', '1st'])).toBe('`x.y`.z.`1st`');
    expect(() => parseFieldPath('a..b')).toThrow();
  });
});
