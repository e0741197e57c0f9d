import { describe, expect, test } from 'vitest';
import {
  documentPathOf,
  formatFieldPath,
  numericIdOf,
  parentPathOf,
  parseFieldPath,
} from './paths.js';
import { compareReferences } from './values.js';

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

  test('numeric ids: an int64 between __id and __, valid as document ids only', () => {
    expect(numericIdOf('__id123__')).toBe(123n);
    expect(numericIdOf('__id-5__')).toBe(-5n);
    expect(numericIdOf('__id9223372036854775808__')).toBeUndefined();
    expect(numericIdOf('__id1.5__')).toBeUndefined();
    expect(numericIdOf('__id__')).toBeUndefined();
    expect(documentPathOf(database, `${database}/documents/a/__id-5__`)).toBe('a/__id-5__');
    expect(() => documentPathOf(database, `${database}/documents/__id1__/b`)).toThrow(/invalid/);
  });

  test('numeric ids sort first, by number; then other ids by their bytes', () => {
    const sorted = ['a/b', 'a/__id10__', 'a/A', 'a/__id-3__', 'a/__id2__'].sort(compareReferences);
    expect(sorted).toEqual(['a/__id-3__', 'a/__id2__', 'a/__id10__', 'a/A', 'a/b']);
  });
});
