import { LabelledSelect } from './LabelledSelect';

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
  const options = (Object.keys(labels) as Sort[]).map((value) => ({ value, label: labels[value] }));
  return (
    <LabelledSelect
      className="inline-select"
      label={label}
      value={sort}
      options={options}
      onChange={onSortChange}
    />
  );
}
