import { describe, expect, it } from 'vitest';
import {
  NO_THREAD_FILTERS,
  acceptsLiveInsert,
  applyLiveThreadInsert,
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

  it.each(['  ', 'a', '!?'])('treats %j, which searches for nothing, as no search', (query) => {
    expect(
      applyLiveThreadInsert(tenThreads, { ...firstPage, searchQuery: query }, 'new').totalCount,
    ).toBe(24);
  });
});
