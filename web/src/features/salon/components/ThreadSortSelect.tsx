import { useId } from 'react';
import { THREAD_SORTS, type ThreadSort } from '@salon/domain';

/** Invented labels: the spec names the sorts (recent, reactions, views) but shows no wording. */
export const THREAD_SORT_LABELS: Readonly<Record<ThreadSort, string>> = {
  recent: 'Most Recent',
  reactions: 'Most Reactions',
  views: 'Most Views',
};

function isThreadSort(value: string): value is ThreadSort {
  return (THREAD_SORTS as readonly string[]).includes(value);
}

/** How The Salon orders its discussions. */
export function ThreadSortSelect({
  sort,
  onSortChange,
}: {
  sort: ThreadSort;
  onSortChange: (sort: ThreadSort) => void;
}) {
  const id = useId();
  return (
    <div className="salon-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={sort}
        onChange={(event) => {
          if (isThreadSort(event.target.value)) onSortChange(event.target.value);
        }}
      >
        {THREAD_SORTS.map((option) => (
          <option key={option} value={option}>
            {THREAD_SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
