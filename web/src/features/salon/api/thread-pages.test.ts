import { getFirestore, type QueryDocumentSnapshot } from 'firebase/firestore';
import {
  LIST_READ_LIMIT,
  NO_THREAD_FILTERS,
  PAGE_SIZE,
  SEARCH_RANKING_WINDOW,
  searchesText,
} from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { testFirebase } from '../../../test/providers';
import type { ThreadListQuery } from './types';
import * as textSearch from './text-search';
import { ThreadPager } from './thread-pages';

/** The search the data-access module hands the pager: loaded only for a list that has text. */
const searchOf = (list: ThreadListQuery) => (searchesText(list) ? textSearch : null);

/** Stand-ins for the documents a read returned: the pager only keeps them as cursors. */
function docs(count: number): QueryDocumentSnapshot[] {
  return Array.from({ length: count }, (_, i) => ({ id: `t${i}` }) as QueryDocumentSnapshot);
}

const recent = (page: number, searchQuery = ''): ThreadListQuery => ({
  ...NO_THREAD_FILTERS,
  page,
  sort: 'recent',
  searchQuery,
});

function pager() {
  return new ThreadPager(getFirestore(testFirebase().app));
}

function pageRead(pages: ThreadPager, list: ThreadListQuery) {
  const read = pages.page(list, searchOf(list));
  if (read === null) throw new Error(`page ${list.page} has no read`);
  return read;
}

describe('ThreadPager', () => {
  it('reads page 1 as ten documents and a page never reached as all pages up to it', () => {
    const pages = pager();
    expect(pageRead(pages, recent(1)).skip).toBe(0);
    expect(pageRead(pages, recent(3)).skip).toBe(20);
  });

  it('reads no page past the first LIST_READ_LIMIT threads, which the rules would refuse', () => {
    const pages = pager();
    const lastPage = LIST_READ_LIMIT / PAGE_SIZE;
    expect(pageRead(pages, recent(lastPage)).skip).toBe(LIST_READ_LIMIT - PAGE_SIZE);
    expect(pages.page(recent(lastPage + 1), null)).toBeNull();
  });

  it('reads the page after one already read from its last document', () => {
    const pages = pager();
    const first = pageRead(pages, recent(1));
    pages.remember(recent(1), null, first, docs(10));
    expect(pageRead(pages, recent(2)).skip).toBe(0);
    expect(pageRead(pages, recent(3)).skip).toBe(20);
  });

  it('learns every page end from a jump, but not the end of a short last page', () => {
    const pages = pager();
    const jump = pageRead(pages, recent(3));
    pages.remember(recent(3), null, jump, docs(25));
    expect(pageRead(pages, recent(2)).skip).toBe(0);
    expect(pageRead(pages, recent(3)).skip).toBe(0);
    expect(pageRead(pages, recent(4)).skip).toBe(30);
  });

  it('reads the first pages of a search as one ranked window, and the page after it from its end', () => {
    const pages = pager();
    expect(pageRead(pages, recent(3, 'bach'))).toMatchObject({ skip: 20, ranked: true });
    pages.remember(
      recent(1, 'bach'),
      textSearch,
      pageRead(pages, recent(1, 'bach')),
      docs(SEARCH_RANKING_WINDOW),
    );
    const lastRanked = SEARCH_RANKING_WINDOW / PAGE_SIZE;
    expect(pageRead(pages, recent(lastRanked + 1, 'bach'))).toMatchObject({
      skip: 0,
      ranked: false,
    });
    expect(pageRead(pages, recent(lastRanked + 2, 'bach')).ranked).toBe(false);
  });

  it('keeps page ends per sort, search and filter, and forgets them when the list changes', () => {
    const pages = pager();
    pages.remember(recent(1), null, pageRead(pages, recent(1)), docs(10));
    expect(pageRead(pages, recent(2, 'bach')).skip).toBe(10);
    expect(pageRead(pages, { ...recent(2), sort: 'views' }).skip).toBe(10);
    expect(pageRead(pages, { ...recent(2), genre: 'opera' }).skip).toBe(10);
    expect(pageRead(pages, { ...recent(2), topic: 'concerts' }).skip).toBe(10);
    expect(pageRead(pages, { ...recent(2), authorId: 'uid-fanny' }).skip).toBe(10);
    expect(pageRead(pages, recent(2, '   ')).skip).toBe(0);
    pages.forget(recent(1), null);
    expect(pageRead(pages, recent(2)).skip).toBe(10);
  });
});
