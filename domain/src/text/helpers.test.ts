import { describe, expect, it } from 'vitest';
import { characterCounter, isBlank, isWithinLimit, textLength, truncateText } from '../index.js';

describe('length helpers', () => {
  it('count UTF-16 units, include the limit, and spot blank text', () => {
    expect(textLength('é🎻')).toBe(3);
    expect(isWithinLimit('abc', 3)).toBe(true);
    expect(isWithinLimit('abcd', 3)).toBe(false);
    expect(isBlank(' \n\t')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('characterCounter', () => {
  it('labels "n/max characters" and warns under the threshold', () => {
    expect(characterCounter('a'.repeat(250), 300, 50)).toEqual({
      used: 250,
      max: 300,
      remaining: 50,
      label: '250/300 characters',
      isOverLimit: false,
      isNearLimit: false,
    });
    expect(characterCounter('a'.repeat(251), 300, 50).isNearLimit).toBe(true);
    expect(characterCounter('a'.repeat(301), 300, 50).isOverLimit).toBe(true);
  });

  it('never warns without a threshold', () => {
    expect(characterCounter('abc', 3).isNearLimit).toBe(false);
  });
});

describe('truncateText', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(truncateText('  a \n b ', 5)).toBe('a b');
  });

  it('cuts at max and adds an ellipsis', () => {
    expect(truncateText('abcdef', 5)).toBe('abcde...');
    expect(truncateText('abcd ef', 5)).toBe('abcd...');
  });
});
