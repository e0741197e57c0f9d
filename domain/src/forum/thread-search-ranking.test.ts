import { describe, expect, it } from 'vitest';
import {
  NO_THREAD_FILTERS,
  SEARCH_RANKING_WINDOW,
  isRankedSearchPage,
  rankThreadMatches,
  rankedSearchPage,
  searchMatch,
  threadListSearchTerms,
  type ThreadListView,
} from '../index.js';

const search = (searchQuery: string, page = 1): ThreadListView => ({
  ...NO_THREAD_FILTERS,
  searchQuery,
  page,
  sort: 'recent',
});

const thread = (title: string, body = '') => ({ title, body });

describe('searchMatch', () => {
  it('counts the terms found in the title and anywhere', () => {
    const terms = threadListSearchTerms(search('dvorak symphony op 95'));
    expect(searchMatch(thread('Dvořák: the New World', 'Symphony No. 9, Op. 95'), terms)).toEqual({
      titleTerms: 1,
      terms: 3,
    });
  });
});

describe('rankThreadMatches', () => {
  it('puts title matches first, then more matched terms, then keeps the chosen sort', () => {
    const terms = threadListSearchTerms(search('Tschaikowsky symphonies'));
    const bodyOnly = thread('Late-night listening', 'Tchaikovsky, always.');
    const bodyBoth = thread('Favourite cycles', 'Tchaikovsky symphonies by Mravinsky');
    const titleOne = thread('Tchaikovsky ballets', 'Swan Lake');
    const titleBoth = thread('Tchaikovsky symphony 6', 'The Pathétique');
    const newestFirst = [bodyOnly, bodyBoth, titleOne, titleBoth];
    expect(rankThreadMatches(newestFirst, terms)).toEqual([
      titleBoth,
      titleOne,
      bodyBoth,
      bodyOnly,
    ]);
  });

  it('keeps the chosen sort among equal matches', () => {
    const terms = threadListSearchTerms(search('bach'));
    const first = thread('Bach cantatas');
    const second = thread('Bach motets');
    expect(rankThreadMatches([first, second], terms)).toEqual([first, second]);
    expect(rankThreadMatches([second, first], terms)).toEqual([second, first]);
  });
});

describe('the ranked window', () => {
  it('covers the first pages of a text search only', () => {
    const lastRankedPage = SEARCH_RANKING_WINDOW / 10;
    expect(isRankedSearchPage(search('bach', 1))).toBe(true);
    expect(isRankedSearchPage(search('bach', lastRankedPage))).toBe(true);
    expect(isRankedSearchPage(search('bach', lastRankedPage + 1))).toBe(false);
    expect(isRankedSearchPage(search('', 1))).toBe(false);
  });

  it('serves a page out of the ranked window', () => {
    const window = Array.from({ length: 25 }, (_, i) =>
      thread(i % 5 === 0 ? `Bach ${i}` : `Other ${i}`, 'bach'),
    );
    const first = rankedSearchPage(search('bach', 1), window);
    expect(first.slice(0, 5).map(({ title }) => title)).toEqual([
      'Bach 0',
      'Bach 5',
      'Bach 10',
      'Bach 15',
      'Bach 20',
    ]);
    expect(first).toHaveLength(10);
    expect(rankedSearchPage(search('bach', 3), window).map(({ title }) => title)).toEqual([
      'Other 19',
      'Other 21',
      'Other 22',
      'Other 23',
      'Other 24',
    ]);
  });
});
