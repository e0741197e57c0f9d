import { describe, expect, it } from 'vitest';
import {
  LIST_READ_LIMIT,
  pageCount,
  pageOffset,
  paginationItems,
  shouldShowPagination,
  showingRangeLabel,
} from '../index.js';

describe('pageCount', () => {
  it('fills pages of 10', () => {
    expect([0, 1, 10, 11, 95].map((n) => pageCount(n))).toEqual([0, 1, 1, 2, 10]);
    expect(pageCount(5, 2)).toBe(3);
  });
});

describe('paginationItems', () => {
  it('is hidden with one page or fewer', () => {
    expect(shouldShowPagination(1)).toBe(false);
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(shouldShowPagination(2)).toBe(true);
  });

  it('shows every page when none are skipped', () => {
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first and last with two pages either side and ellipses between', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
  });

  it('clamps an out-of-range current page', () => {
    expect(paginationItems(99, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(-3, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
  });
});

describe('showingRangeLabel', () => {
  it('reads "Showing x-y of n"', () => {
    expect(showingRangeLabel(1, 23, 'discussions')).toBe('Showing 1-10 of 23 discussions');
    expect(showingRangeLabel(3, 23, 'discussions')).toBe('Showing 21-23 of 23 discussions');
    expect(showingRangeLabel(2, 15, 'users')).toBe('Showing 11-15 of 15 users');
  });

  it('uses the singular for one item and nothing for none', () => {
    expect(showingRangeLabel(1, 1, 'users')).toBe('Showing 1-1 of 1 user');
    expect(showingRangeLabel(1, 0, 'discussions')).toBeNull();
  });

  it('reads a total counted up to the list read limit as at least that many', () => {
    expect(showingRangeLabel(1, LIST_READ_LIMIT - 1, 'discussions')).toBe(
      'Showing 1-10 of 999 discussions',
    );
    expect(showingRangeLabel(100, LIST_READ_LIMIT, 'discussions')).toBe(
      'Showing 991-1000 of 1000+ discussions',
    );
  });

  it('offsets range queries', () => {
    expect([pageOffset(1), pageOffset(3), pageOffset(0)]).toEqual([0, 20, 0]);
  });
});
