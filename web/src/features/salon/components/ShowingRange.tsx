import { showingRangeLabel } from '@salon/domain';

/** "Showing x-y of n discussions" (or users) under a list (forum spec §2). */
export function ShowingRange({
  page,
  totalCount,
  noun,
}: {
  page: number;
  totalCount: number;
  noun: 'discussions' | 'users';
}) {
  const label = showingRangeLabel(page, totalCount, noun);
  return label ? <p className="salon-range">{label}</p> : null;
}
