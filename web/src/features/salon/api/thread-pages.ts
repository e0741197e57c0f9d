// The Salon list's queries and paging, as docs/data-model.md ("Thread search", "Paging") costs
// them: page 1, and any page right after one already read, read 10 documents; a jump to page k
// whose predecessor was never read reads the k pages up to it once. A text search's first pages
// are read as one window of matches that the domain ranks (docs/search.md, "Ranking").
import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  LIST_READ_LIMIT,
  PAGE_SIZE,
  SEARCH_RANKING_WINDOW,
  THREAD_SORT_FIELDS,
  pageOffset,
  paths,
} from '@salon/domain';
import type { TextSearch } from './text-search';
import type { ThreadListQuery } from './types';

/** One Firestore query for exactly one page, and how many leading documents are other pages. */
export interface PageRead {
  readonly query: Query;
  readonly skip: number;
  /** The query reads the ranked window: rank its documents, then skip (rankedSearchPage). */
  readonly ranked: boolean;
}

export class ThreadPager {
  /** Per list (sort, search and filters), the last document of each page read, by page number. */
  private readonly pageEnds = new Map<string, Map<number, QueryDocumentSnapshot>>();

  constructor(private readonly firestore: Firestore) {}

  /**
   * How many threads the list matches, counted up to LIST_READ_LIMIT (the rules' bound).
   * `search` is the text search, loaded when the list searches text (searchesText), else null.
   */
  counted(list: ThreadListQuery, search: TextSearch | null): Query {
    return query(this.matching(list, search), limit(LIST_READ_LIMIT));
  }

  /** Every thread the list matches, in its order. */
  private matching(list: ThreadListQuery, search: TextSearch | null): Query {
    const tokens = searchTokens(list, search);
    const filters: QueryConstraint[] = [];
    // One member at a time: the spec's in-filter on user_id, with a single uid.
    if (list.authorId !== null) filters.push(where('authorId', '==', list.authorId));
    if (tokens.length > 0) filters.push(where('searchTokens', 'array-contains-any', tokens));
    return query(
      collection(this.firestore, paths.threads),
      ...filters,
      orderBy(THREAD_SORT_FIELDS[list.sort], 'desc'),
    );
  }

  /**
   * The cheapest read of the requested page: after the previous page's end when known. Null for
   * a page past the first LIST_READ_LIMIT threads, which a list does not show.
   */
  page(list: ThreadListQuery, search: TextSearch | null): PageRead | null {
    const skip = pageOffset(list.page);
    if (skip >= LIST_READ_LIMIT) return null;
    if (search?.isRankedSearchPage(list)) {
      return {
        query: query(this.matching(list, search), limit(SEARCH_RANKING_WINDOW)),
        skip,
        ranked: true,
      };
    }
    const previousEnd = this.pageEnds.get(listKey(list, search))?.get(list.page - 1);
    if (list.page > 1 && previousEnd) {
      return {
        query: query(this.matching(list, search), startAfter(previousEnd), limit(PAGE_SIZE)),
        skip: 0,
        ranked: false,
      };
    }
    return {
      query: query(this.matching(list, search), limit(skip + PAGE_SIZE)),
      skip,
      ranked: false,
    };
  }

  /**
   * Keeps the page ends a read revealed, in the chosen sort (a jump to page k reveals pages 1 to
   * k; the ranked window, the ends of its pages before ranking: the page after it starts there).
   */
  remember(
    list: ThreadListQuery,
    search: TextSearch | null,
    read: PageRead,
    docs: readonly QueryDocumentSnapshot[],
  ): void {
    const key = listKey(list, search);
    const ends = this.pageEnds.get(key) ?? new Map<number, QueryDocumentSnapshot>();
    const firstPage = list.page - read.skip / PAGE_SIZE;
    for (let index = PAGE_SIZE - 1; index < docs.length; index += PAGE_SIZE) {
      const end = docs[index];
      if (end) ends.set(firstPage + Math.floor(index / PAGE_SIZE), end);
    }
    this.pageEnds.set(key, ends);
  }

  /** After any change to the list the pages may have shifted: read from the top again. */
  forget(list: ThreadListQuery, search: TextSearch | null): void {
    this.pageEnds.delete(listKey(list, search));
  }
}

function searchTokens(list: ThreadListQuery, search: TextSearch | null): string[] {
  return search?.threadListSearchTokens(list) ?? [];
}

function listKey(list: ThreadListQuery, search: TextSearch | null): string {
  return JSON.stringify([list.sort, searchTokens(list, search), list.authorId]);
}
