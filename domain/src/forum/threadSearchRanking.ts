// The order of search results (docs/search.md, "Ranking"): threads matching more of the query's
// terms in their title first, then those matching more terms anywhere, then the chosen sort.
// Firestore cannot order by relevance, so the list reads the first SEARCH_RANKING_WINDOW matches
// in the chosen sort and ranks those; pages beyond the window follow the chosen sort.
import { PAGE_SIZE, pageOffset } from '../paging/pagination.js';
import { textSearchTokens } from '../text/searchTokens.js';
import { threadListSearchTerms, threadListSearchTokens } from './threadFilters.js';
import type { ThreadListView } from './liveThreadList.js';

/** How many matches, in the chosen sort, the ranking reorders: the first 5 pages. */
export const SEARCH_RANKING_WINDOW = 50;

export interface SearchableThread {
  readonly title: string;
  readonly body: string;
}

export interface SearchMatch {
  /** Terms of the query found in the title. */
  readonly titleTerms: number;
  /** Terms of the query found in the title or the body. */
  readonly terms: number;
}

/** How well a thread matches terms (as threadListSearchTerms gives them). */
export function searchMatch(
  thread: SearchableThread,
  terms: readonly (readonly string[])[],
): SearchMatch {
  const title = new Set(textSearchTokens(thread.title));
  const body = new Set(textSearchTokens(thread.body));
  const found = (tokens: ReadonlySet<string>) => (term: readonly string[]) =>
    term.some((token) => tokens.has(token));
  return {
    titleTerms: terms.filter(found(title)).length,
    terms: terms.filter((term) => found(title)(term) || found(body)(term)).length,
  };
}

/**
 * Threads (in the chosen sort) in the order a reader expects: more terms in the title first,
 * then more terms anywhere; equal matches keep the chosen sort.
 */
export function rankThreadMatches<T extends SearchableThread>(
  threads: readonly T[],
  terms: readonly (readonly string[])[],
): T[] {
  return threads
    .map((thread, position) => ({ thread, position, match: searchMatch(thread, terms) }))
    .sort(
      (a, b) =>
        b.match.titleTerms - a.match.titleTerms ||
        b.match.terms - a.match.terms ||
        a.position - b.position,
    )
    .map(({ thread }) => thread);
}

/** True when the list's page is read as part of the ranked window (a text search, pages 1-5). */
export function isRankedSearchPage(view: ThreadListView): boolean {
  return threadListSearchTokens(view).length > 0 && pageOffset(view.page) < SEARCH_RANKING_WINDOW;
}

/** The page's threads out of the ranked window's matches (given in the chosen sort). */
export function rankedSearchPage<T extends SearchableThread>(
  view: ThreadListView,
  windowInSortOrder: readonly T[],
): T[] {
  const ranked = rankThreadMatches(windowInSortOrder, threadListSearchTerms(view));
  const start = pageOffset(view.page);
  return ranked.slice(start, start + PAGE_SIZE);
}
