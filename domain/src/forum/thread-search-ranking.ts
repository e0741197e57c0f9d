// What the Salon list searches for, and the order of its results (docs/search.md, "Ranking"):
// threads matching more of the query's terms in their title first, then those matching more
// terms anywhere, then the chosen sort. Firestore cannot order by relevance, so the list reads
// the first SEARCH_RANKING_WINDOW matches in the chosen sort and ranks those; pages beyond the
// window follow the chosen sort. Kept apart from thread-filters.ts: this is the code that needs
// the tokenizer (composer spellings, stems), which a list without search text does without.
import { PAGE_SIZE, pageOffset } from '../paging/pagination.js';
import {
  MAX_SEARCH_QUERY_TOKENS,
  searchQueryTerms,
  textSearchTokens,
} from '../text/search-tokens.js';
import { SEARCH_RANKING_WINDOW } from './limits.js';
import {
  THREAD_GENRES,
  THREAD_TOPICS,
  type ThreadFilterOption,
  type ThreadListFilters,
} from './thread-filters.js';
import type { ThreadListView } from './live-thread-list.js';

function termsOf<Id extends string>(
  options: readonly ThreadFilterOption<Id>[],
  id: Id | null,
): readonly string[] {
  return options.find((option) => option.id === id)?.terms ?? [];
}

/**
 * The terms the list looks for (see searchQueryTerms): the genre's and topic's, then the search
 * box's. The ranking counts how many of them a thread matches.
 */
export function threadListSearchTerms(filters: ThreadListFilters): string[][] {
  const terms = [
    ...termsOf(THREAD_GENRES, filters.genre),
    ...termsOf(THREAD_TOPICS, filters.topic),
  ];
  return searchQueryTerms([...terms, filters.searchQuery].join(' '));
}

/**
 * The values of the list's one `array-contains-any` filter: the tokens of its terms, OR-combined
 * as the spec's search is, at most MAX_SEARCH_QUERY_TOKENS (the filters' terms come first, so a
 * long query cannot push out a chosen genre). Empty means the list is not narrowed by text.
 */
export function threadListSearchTokens(filters: ThreadListFilters): string[] {
  const tokens = threadListSearchTerms(filters).flat();
  return [...new Set(tokens)].slice(0, MAX_SEARCH_QUERY_TOKENS);
}

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
