import { useEffect, useState } from 'react';

/** One page of a list read by cursor: its items, and where the next page starts (null: none). */
export interface CursorPage<T, C> {
  readonly items: readonly T[];
  readonly next: C | null;
}

/**
 * Where a paged list reads from. `first` delivers the first page, once or live (each new page
 * starts the later pages over, as they may have shifted), and returns its stop; `next` reads the
 * page after a cursor. `name` says which list in the console ("the friends list"). Keep it one
 * object per list (useMemo): a new one reads the list afresh.
 */
export interface PagedListSource<T, C> {
  readonly name: string;
  readonly first: (
    onPage: (page: CursorPage<T, C>) => void,
    onError: (error: unknown) => void,
  ) => () => void;
  readonly next: (cursor: C) => Promise<CursorPage<T, C>>;
}

export type PagedListState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly items: readonly T[];
      /** Another page follows the ones shown. */
      readonly hasMore: boolean;
      readonly loadMore: () => void;
      readonly loadingMore: boolean;
    };

/**
 * A list read a page at a time: the first page when the source is new, later pages by
 * `loadMore` (one at a time; a later page that fails leaves the list as it was, to be asked
 * again), and `retry` after the first page failed.
 */
export function usePagedList<T, C>(source: PagedListSource<T, C>): PagedListState<T> {
  const [attempt, setAttempt] = useState(0);
  const [first, setFirst] = useState<{
    source: PagedListSource<T, C>;
    attempt: number;
    page: CursorPage<T, C> | 'failed';
  } | null>(null);
  // Later pages, read after one particular first page.
  const [more, setMore] = useState<{ after: CursorPage<T, C> | null; pages: CursorPage<T, C>[] }>({
    after: null,
    pages: [],
  });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    const stop = source.first(
      (page) => {
        if (current) setFirst({ source, attempt, page });
      },
      (error) => {
        console.warn(`Could not load ${source.name}.`, error);
        if (current) setFirst({ source, attempt, page: 'failed' });
      },
    );
    return () => {
      current = false;
      stop();
    };
  }, [source, attempt]);

  if (first === null || first.source !== source || first.attempt !== attempt) {
    return { status: 'loading' };
  }
  if (first.page === 'failed') {
    return { status: 'failed', retry: () => setAttempt((count) => count + 1) };
  }
  const firstPage = first.page;
  const later = more.after === firstPage ? more.pages : [];
  const pages = [firstPage, ...later];
  const next = pages[pages.length - 1]?.next ?? null;

  function loadMore() {
    if (next === null || loadingMore) return;
    setLoadingMore(true);
    source
      .next(next)
      .then(
        (page) => setMore({ after: firstPage, pages: [...later, page] }),
        (error: unknown) => console.warn(`Could not load more of ${source.name}.`, error),
      )
      .finally(() => setLoadingMore(false));
  }

  return {
    status: 'ready',
    items: pages.flatMap((page) => page.items),
    hasMore: next !== null,
    loadMore,
    loadingMore,
  };
}
