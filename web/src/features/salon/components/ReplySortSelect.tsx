import { useId } from 'react';
import { REPLY_SORTS, REPLY_SORT_LABELS, type ReplySort } from '@salon/domain';

function isReplySort(value: string): value is ReplySort {
  return (REPLY_SORTS as readonly string[]).includes(value);
}

/** Most Recent or Most Reacted (forum spec §2). */
export function ReplySortSelect({
  sort,
  onSortChange,
}: {
  sort: ReplySort;
  onSortChange: (sort: ReplySort) => void;
}) {
  const id = useId();
  return (
    <div className="salon-select">
      <label htmlFor={id}>Sort replies</label>
      <select
        id={id}
        value={sort}
        onChange={(event) => {
          if (isReplySort(event.target.value)) onSortChange(event.target.value);
        }}
      >
        {REPLY_SORTS.map((option) => (
          <option key={option} value={option}>
            {REPLY_SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
