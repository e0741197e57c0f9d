import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_QUERY_TOKENS,
  NO_THREAD_FILTERS,
  THREAD_GENRES,
  THREAD_TOPICS,
  isUnfilteredThreadList,
  searchTokens,
  threadListSearchTokens,
} from '../index.js';

describe('threadListSearchTokens', () => {
  it('is empty with no search, genre or topic', () => {
    expect(threadListSearchTokens(NO_THREAD_FILTERS)).toEqual([]);
  });

  it('puts the genre and topic terms before the query words, each with its stem, without repeats', () => {
    expect(
      threadListSearchTokens({
        ...NO_THREAD_FILTERS,
        genre: 'opera',
        topic: 'recordings',
        searchQuery: 'Callas opera',
      }),
    ).toEqual([
      'opera',
      'aria',
      'libretto',
      'recording',
      'record',
      'album',
      'remaster',
      'remast',
      'callas',
      'calla',
    ]);
  });

  it('keeps the chosen filters when a long query fills the rest', () => {
    const longQuery = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const tokens = threadListSearchTokens({
      ...NO_THREAD_FILTERS,
      genre: 'baroque',
      searchQuery: longQuery,
    });
    expect(tokens).toHaveLength(MAX_SEARCH_QUERY_TOKENS);
    expect(tokens.slice(0, 5)).toEqual(['baroque', 'baroqu', 'bach', 'handel', 'vivaldi']);
  });

  it('finds a discussion by a word that starts with a term ("symphon" finds "Symphonies")', () => {
    const stored = searchTokens('Nine Symphonies in one week', 'A marathon.');
    const tokens = threadListSearchTokens({ ...NO_THREAD_FILTERS, genre: 'symphonic' });
    expect(tokens.some((token) => stored.includes(token))).toBe(true);
  });
});

describe('the filter options', () => {
  it.each([...THREAD_GENRES, ...THREAD_TOPICS])(
    '$label has terms the index can match, and few enough to leave room for a query',
    ({ terms }) => {
      expect(terms.length).toBeGreaterThan(0);
      expect(terms.length).toBeLessThanOrEqual(5);
      // Each term is one stored prefix: lowercase letters, 2-20 of them.
      for (const term of terms) expect(term).toMatch(/^[a-z]{2,20}$/);
    },
  );

  it('has distinct ids and labels', () => {
    for (const options of [THREAD_GENRES, THREAD_TOPICS]) {
      expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
      expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
    }
  });
});

describe('isUnfilteredThreadList', () => {
  it.each([
    [NO_THREAD_FILTERS, true],
    [{ ...NO_THREAD_FILTERS, searchQuery: ' ' }, true],
    [{ ...NO_THREAD_FILTERS, searchQuery: 'bach' }, false],
    [{ ...NO_THREAD_FILTERS, searchQuery: '?!' }, false],
    [{ ...NO_THREAD_FILTERS, genre: 'piano' as const }, false],
    [{ ...NO_THREAD_FILTERS, topic: 'composers' as const }, false],
    [{ ...NO_THREAD_FILTERS, authorId: 'uid-lili' }, false],
  ])('%o -> %s', (filters, expected) => {
    expect(isUnfilteredThreadList(filters)).toBe(expected);
  });
});
