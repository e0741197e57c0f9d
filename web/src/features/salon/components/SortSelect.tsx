import { useId } from 'react';

/** A labelled select of sort orders, offered in the order of `labels`. */
export function SortSelect<Sort extends string>({
  label,
  sort,
  labels,
  onSortChange,
}: {
  label: string;
  sort: Sort;
  labels: Readonly<Record<Sort, string>>;
  onSortChange: (sort: Sort) => void;
}) {
  const id = useId();
  const options = Object.keys(labels) as Sort[];
  return (
    <div className="salon-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={sort}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen) onSortChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
