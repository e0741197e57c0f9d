/** The list page size of the Salon, user search and the admin users list. */
export const PAGE_SIZE = 10;
/**
 * The most documents one query of a public list (threads, replies, reactions) may read:
 * firestore.rules refuse a larger or unbounded list, so nobody reads a whole collection at once.
 * Counts are taken up to it too (rules cannot tell a count from a list), so a total of exactly
 * LIST_READ_LIMIT means "at least this many", and a list pages through its first
 * LIST_READ_LIMIT items, as large forums do; search and filters narrow it.
 */
export const LIST_READ_LIMIT = 1000;
/** Pages shown on each side of the current one. */
export const PAGINATION_WINDOW = 2;

export type PaginationItem = number | 'ellipsis';

/** How many pages `totalCount` items fill. */
export function pageCount(totalCount: number, pageSize = PAGE_SIZE): number {
  return Math.max(0, Math.ceil(totalCount / pageSize));
}

/** Pagination shows only when there is more than one page. */
export function shouldShowPagination(totalPages: number): boolean {
  return totalPages > 1;
}

/**
 * The page buttons: the first and last page always, two pages either side of the current one,
 * and an ellipsis wherever pages are skipped. Empty when pagination is hidden. `currentPage` is
 * 1-based and clamped into range.
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  if (!shouldShowPagination(totalPages)) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const shown = new Set([1, totalPages]);
  for (let page = current - PAGINATION_WINDOW; page <= current + PAGINATION_WINDOW; page += 1) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page > previous + 1) items.push('ellipsis');
    items.push(page);
    previous = page;
  }
  return items;
}

/** The 0-based index of the first item of a 1-based page, for range queries. */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/**
 * "Showing x-y of n discussions" (or users); singular noun for one item. A total counted up to
 * LIST_READ_LIMIT and reaching it reads "1000+". Null when there is nothing to show (the empty
 * state shows instead).
 */
export function showingRangeLabel(
  page: number,
  totalCount: number,
  noun: 'discussions' | 'users',
  pageSize = PAGE_SIZE,
): string | null {
  if (totalCount <= 0) return null;
  const first = Math.min(pageOffset(page, pageSize) + 1, totalCount);
  const last = Math.min(first + pageSize - 1, totalCount);
  const unit = totalCount === 1 ? noun.slice(0, -1) : noun;
  const total = totalCount >= LIST_READ_LIMIT ? `${LIST_READ_LIMIT}+` : `${totalCount}`;
  return `Showing ${first}-${last} of ${total} ${unit}`;
}
