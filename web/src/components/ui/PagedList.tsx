import type { ReactNode } from 'react';
import type { PagedListState } from '../../hooks/use-paged-list';
import { LoadStates } from './LoadStates';
import { ShowMoreButton } from './ShowMoreButton';

/**
 * A list read a page at a time (usePagedList): its items, and a button for the next page while
 * there is one; or the line saying it is loading, failed, or empty. The words are the caller's.
 */
export function PagedList<T>({
  list,
  failed,
  empty,
  showMore,
  className,
  itemClassName,
  itemKey,
  children,
}: {
  list: PagedListState<T>;
  failed: string;
  empty: string;
  showMore: string;
  className: string;
  itemClassName?: string;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <LoadStates
      state={list}
      loading={
        <p className="meta" role="status">
          Loading…
        </p>
      }
      failed={<p className="meta">{failed}</p>}
      isEmpty={(ready) => ready.items.length === 0}
      empty={<p className="meta">{empty}</p>}
    >
      {(ready) => (
        <>
          <ul className={className}>
            {ready.items.map((item) => (
              <li key={itemKey(item)} className={itemClassName}>
                {children(item)}
              </li>
            ))}
          </ul>
          {ready.hasMore ? (
            <ShowMoreButton label={showMore} loading={ready.loadingMore} onPress={ready.loadMore} />
          ) : null}
        </>
      )}
    </LoadStates>
  );
}
