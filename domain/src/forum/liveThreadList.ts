import { PAGE_SIZE } from '../paging/pagination.js';
import type { ThreadSort } from './limits.js';
import { isUnfilteredThreadList, type ThreadListFilters } from './threadFilters.js';

export interface ThreadListState<T> {
  readonly threads: readonly T[];
  readonly totalCount: number;
}

export interface ThreadListView extends ThreadListFilters {
  readonly page: number;
  readonly sort: ThreadSort;
}

/**
 * True for the one view that takes live inserts: page 1, no search (nor genre, topic or author
 * filter), sorted by recent.
 */
export function acceptsLiveInsert(view: ThreadListView): boolean {
  return view.page === 1 && view.sort === 'recent' && isUnfilteredThreadList(view);
}

/**
 * The Salon list after a live insert (forum spec, section 4): the new thread is prepended only on
 * page 1 with no active search, sorted by recent; the list stays capped at 10 and the total rises
 * by 1. Any other view is left alone (it refreshes on its own).
 */
export function applyLiveThreadInsert<T>(
  state: ThreadListState<T>,
  view: ThreadListView,
  inserted: T,
): ThreadListState<T> {
  if (!acceptsLiveInsert(view)) return state;
  return {
    threads: [inserted, ...state.threads].slice(0, PAGE_SIZE),
    totalCount: state.totalCount + 1,
  };
}

/** The thread field each sort orders by, newest or largest first. */
export const THREAD_SORT_FIELDS = Object.freeze({
  recent: 'createdAt',
  reactions: 'reactionCount',
  views: 'viewCount',
} as const satisfies Record<ThreadSort, string>);

/** The list's sort options as the Salon shows them (the spec names the sorts, not their labels). */
export const THREAD_SORT_LABELS = Object.freeze({
  recent: 'Most Recent',
  reactions: 'Most Reactions',
  views: 'Most Views',
} as const satisfies Record<ThreadSort, string>);
