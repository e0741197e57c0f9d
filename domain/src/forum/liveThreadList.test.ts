import { describe, expect, it } from 'vitest';
import { acceptsLiveInsert, applyLiveThreadInsert, type ThreadListView } from '../index.js';

const tenThreads = { threads: Array.from({ length: 10 }, (_, i) => `t${i}`), totalCount: 23 };
const firstPage: ThreadListView = { page: 1, searchQuery: '', sort: 'recent' };

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
  ])('leaves %o alone', (view) => {
    expect(acceptsLiveInsert(view)).toBe(false);
    expect(applyLiveThreadInsert(tenThreads, view, 'new')).toBe(tenThreads);
  });

  it('treats a blank search as no search', () => {
    expect(
      applyLiveThreadInsert(tenThreads, { ...firstPage, searchQuery: '  ' }, 'new').totalCount,
    ).toBe(24);
  });
});
