import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_QUERY_TOKENS,
  MAX_SEARCH_TOKENS,
  searchQueryTokens,
  searchTokens,
  searchWords,
} from '../index.js';

describe('searchWords', () => {
  it('lowercases and splits on anything but letters and digits, keeping accents', () => {
    expect(searchWords('Dvořák: Symphony No.9!')).toEqual(['dvořák', 'symphony', 'no', '9']);
    expect(searchWords('...')).toEqual([]);
  });
});

describe('searchTokens', () => {
  it('holds every prefix of 2+ characters of title and body words, once each', () => {
    expect(searchTokens('Bach Bach', 'bass')).toEqual(['ba', 'bac', 'bach', 'bas', 'bass']);
  });

  it('skips one-letter words and cuts long words at 20 characters', () => {
    const tokens = searchTokens('a', 'x'.repeat(25));
    expect(tokens).toHaveLength(19);
    expect(tokens.at(-1)).toBe('x'.repeat(20));
  });

  it('is bounded, keeping the title first', () => {
    const body = Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' ');
    const tokens = searchTokens('Title', body);
    expect(tokens).toHaveLength(MAX_SEARCH_TOKENS);
    expect(tokens.slice(0, 4)).toEqual(['ti', 'tit', 'titl', 'title']);
  });
});

describe('searchQueryTokens', () => {
  it('matches what searchTokens stores for the same word starts', () => {
    const stored = searchTokens('Beethoven Symphony', '');
    for (const token of searchQueryTokens('BEETH sym')) expect(stored).toContain(token);
  });

  it('drops short words, deduplicates, cuts to 20 and caps the count', () => {
    expect(searchQueryTokens('a Bach bach')).toEqual(['bach']);
    expect(searchQueryTokens('y'.repeat(30))).toEqual(['y'.repeat(20)]);
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(searchQueryTokens(many)).toHaveLength(MAX_SEARCH_QUERY_TOKENS);
  });
});
