import { LIST_READ_LIMIT, PAGE_SIZE } from '../paging/pagination.js';
import type { ThreadSort } from './limits.js';
import { isUnfilteredThreadList, type ThreadListFilters } from './thread-filters.js';

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
 * by 1 (up to LIST_READ_LIMIT, where totals are counted to). Any other view is left alone (it
 * refreshes on its own).
 */
export function applyLiveThreadInsert<T>(
  state: ThreadListState<T>,
  view: ThreadListView,
  inserted: T,
): ThreadListState<T> {
  if (!acceptsLiveInsert(view)) return state;
  return {
    threads: [inserted, ...state.threads].slice(0, PAGE_SIZE),
    totalCount: Math.min(state.totalCount + 1, LIST_READ_LIMIT),
  };
}

/** One change of a live page, as a listener reports it (Firestore's docChanges, without Firebase). */
export interface ThreadListChange<T> {
  readonly type: 'added' | 'modified' | 'removed';
  readonly oldIndex: number;
  readonly newIndex: number;
  readonly thread: T;
  /** The thread's creation time in ms: what tells a new thread from one that moved in. */
  readonly createdAtMs: number;
}

/** What one live snapshot means for the list on screen. */
export interface ThreadListChanges<T> {
  /** Threads created since the list was read, oldest first (so the newest ends on top). */
  readonly inserted: readonly T[];
  /** Shown threads whose counts changed without moving them: shown in place. */
  readonly updated: readonly T[];
  /** Anything else (a deletion, a move, a thread entering a filtered page): fetch the page again. */
  readonly refetch: boolean;
  /** The newest creation time seen so far, for the next snapshot. */
  readonly newestSeenMs: number;
}

/**
 * The live list's whole change-counting rule (forum spec, section 4), given the changes of one
 * snapshot after the first and the newest creation time seen before it. Only the view that takes
 * inserts (acceptsLiveInsert) takes new threads; in any other view an added thread is a change
 * that fetches the page again. On a full page each insert pushes the last thread out: that
 * removal is part of the insert, not a change of its own.
 */
export function countThreadListChanges<T>(
  view: ThreadListView,
  newestSeenMs: number,
  changes: readonly ThreadListChange<T>[],
): ThreadListChanges<T> {
  const takesInserts = acceptsLiveInsert(view);
  const inserted = changes
    .filter(
      (change) => takesInserts && change.type === 'added' && change.createdAtMs > newestSeenMs,
    )
    .sort((a, b) => a.createdAtMs - b.createdAtMs);
  const updated = changes.filter(
    (change) => change.type === 'modified' && change.oldIndex === change.newIndex,
  );
  const pushedOut = changes.filter((change) => change.type === 'removed').length;
  const others =
    changes.length - inserted.length - Math.min(pushedOut, inserted.length) - updated.length;
  return {
    inserted: inserted.map((change) => change.thread),
    updated: updated.map((change) => change.thread),
    refetch: others > 0,
    newestSeenMs: Math.max(newestSeenMs, ...inserted.map((change) => change.createdAtMs)),
  };
}

/**
 * The list on screen after a live thread arrives (see applyLiveThreadInsert); a thread already
 * shown (a snapshot seen twice) is not shown twice.
 */
export function applyLiveThread<T extends { readonly id: string }>(
  state: ThreadListState<T>,
  view: ThreadListView,
  inserted: T,
): ThreadListState<T> {
  if (state.threads.some((shown) => shown.id === inserted.id)) return state;
  return applyLiveThreadInsert(state, view, inserted);
}

/** The list on screen with a shown thread's new counts in place. */
export function applyThreadUpdate<T extends { readonly id: string }>(
  state: ThreadListState<T>,
  updated: T,
): ThreadListState<T> {
  return {
    ...state,
    threads: state.threads.map((shown) => (shown.id === updated.id ? updated : shown)),
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
