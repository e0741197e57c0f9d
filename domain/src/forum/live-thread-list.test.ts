import { describe, expect, it } from 'vitest';
import {
  LIST_READ_LIMIT,
  NO_THREAD_FILTERS,
  acceptsLiveInsert,
  applyLiveThread,
  applyLiveThreadInsert,
  applyThreadUpdate,
  countThreadListChanges,
  type ThreadListView,
} from '../index.js';

const tenThreads = { threads: Array.from({ length: 10 }, (_, i) => `t${i}`), totalCount: 23 };
const firstPage: ThreadListView = { ...NO_THREAD_FILTERS, page: 1, sort: 'recent' };

describe('applyLiveThreadInsert', () => {
  it('prepends on page 1 with no search, sorted by recent, capped at 10', () => {
    expect(acceptsLiveInsert(firstPage)).toBe(true);
    const next = applyLiveThreadInsert(tenThreads, firstPage, 'new');
    expect(next.threads).toHaveLength(10);
    expect(next.threads[0]).toBe('new');
    expect(next.threads.at(-1)).toBe('t8');
    expect(next.totalCount).toBe(24);
  });

  it('keeps a total counted up to the list read limit at the limit', () => {
    const atLimit = { ...tenThreads, totalCount: LIST_READ_LIMIT };
    expect(applyLiveThreadInsert(atLimit, firstPage, 'new').totalCount).toBe(LIST_READ_LIMIT);
  });

  it.each([
    { ...firstPage, page: 2 },
    { ...firstPage, searchQuery: 'bach' },
    { ...firstPage, sort: 'views' as const },
    { ...firstPage, genre: 'opera' as const },
    { ...firstPage, topic: 'recordings' as const },
    { ...firstPage, authorId: 'uid-fanny' },
  ])('leaves %o alone', (view) => {
    expect(acceptsLiveInsert(view)).toBe(false);
    expect(applyLiveThreadInsert(tenThreads, view, 'new')).toBe(tenThreads);
  });

  it('treats a blank search box as no search', () => {
    expect(
      applyLiveThreadInsert(tenThreads, { ...firstPage, searchQuery: '  ' }, 'new').totalCount,
    ).toBe(24);
  });

  // Whether a list searches is decided without the tokenizer (which the Salon's first visit does
  // without): words too short to search still make it a search, whose page refreshes instead.
  it.each(['a', '!?'])('leaves a search for %j, which narrows nothing, to refresh', (query) => {
    const view = { ...firstPage, searchQuery: query };
    expect(applyLiveThreadInsert(tenThreads, view, 'new')).toBe(tenThreads);
  });
});

describe('countThreadListChanges', () => {
  type T = string;
  const added = (thread: T, createdAtMs: number, newIndex = 0) => ({
    type: 'added' as const,
    oldIndex: -1,
    newIndex,
    thread,
    createdAtMs,
  });
  const modified = (thread: T, oldIndex: number, newIndex: number) => ({
    type: 'modified' as const,
    oldIndex,
    newIndex,
    thread,
    createdAtMs: 1,
  });
  const removed = (thread: T, oldIndex = 9) => ({
    type: 'removed' as const,
    oldIndex,
    newIndex: -1,
    thread,
    createdAtMs: 1,
  });

  it('takes new threads oldest first on page 1 of recent; the one each pushes out is no change', () => {
    const changes = countThreadListChanges(firstPage, 100, [
      added('newest', 300, 0),
      added('newer', 200, 1),
      removed('t8', 8),
      removed('t9', 9),
    ]);
    expect(changes).toEqual({
      inserted: ['newer', 'newest'],
      updated: [],
      refetch: false,
      newestSeenMs: 300,
    });
  });

  it('fetches again when a thread older than the newest seen comes in (one moved in)', () => {
    const changes = countThreadListChanges(firstPage, 100, [added('older', 50, 3), removed('t9')]);
    expect(changes.inserted).toEqual([]);
    expect(changes.refetch).toBe(true);
    expect(changes.newestSeenMs).toBe(100);
  });

  it('shows new counts in place when the thread stays where it was', () => {
    const changes = countThreadListChanges(firstPage, 100, [modified('t2', 2, 2)]);
    expect(changes).toEqual({ inserted: [], updated: ['t2'], refetch: false, newestSeenMs: 100 });
  });

  it('fetches again when a thread moves or is deleted', () => {
    expect(countThreadListChanges(firstPage, 100, [modified('t2', 2, 0)]).refetch).toBe(true);
    expect(countThreadListChanges(firstPage, 100, [removed('t2', 2)]).refetch).toBe(true);
  });

  it.each([
    { ...firstPage, page: 2 },
    { ...firstPage, sort: 'views' as const },
    { ...firstPage, genre: 'opera' as const },
  ])('in %o takes no insert: a new thread fetches the page again', (view) => {
    const changes = countThreadListChanges(view, 100, [added('new', 300), removed('t9')]);
    expect(changes.inserted).toEqual([]);
    expect(changes.refetch).toBe(true);
    expect(changes.newestSeenMs).toBe(100);
  });

  it('says nothing changed for an empty snapshot', () => {
    expect(countThreadListChanges(firstPage, 100, [])).toEqual({
      inserted: [],
      updated: [],
      refetch: false,
      newestSeenMs: 100,
    });
  });
});

describe('applyLiveThread and applyThreadUpdate', () => {
  const shown = {
    threads: [
      { id: 'a', n: 1 },
      { id: 'b', n: 1 },
    ],
    totalCount: 2,
  };

  it('does not show a thread twice', () => {
    expect(applyLiveThread(shown, firstPage, { id: 'a', n: 2 })).toBe(shown);
    expect(applyLiveThread(shown, firstPage, { id: 'c', n: 1 }).totalCount).toBe(3);
  });

  it('replaces the shown thread of that id, keeping the total', () => {
    expect(applyThreadUpdate(shown, { id: 'b', n: 5 })).toEqual({
      threads: [
        { id: 'a', n: 1 },
        { id: 'b', n: 5 },
      ],
      totalCount: 2,
    });
  });
});
