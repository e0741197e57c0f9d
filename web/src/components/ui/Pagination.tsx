import { paginationItems } from '@salon/domain';

/**
 * Numbered pages (forum spec §9): first and last always, two either side of the current one,
 * ellipses where pages are skipped; nothing at all with one page or fewer.
 */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  label = 'Pagination',
}: {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const items = paginationItems(currentPage, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        Previous
      </button>
      <ul className="pagination__pages">
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="pagination__ellipsis" aria-hidden="true">
              ...
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`button ${item === currentPage ? 'button--primary' : 'button--ghost'}`}
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="button button--ghost"
        disabled={currentPage >= totalPages}
        onClick={() => onPageChange(currentPage + 1)}
      >
        Next
      </button>
    </nav>
  );
}
