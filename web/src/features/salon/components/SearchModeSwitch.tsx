import { SEARCH_MODE_LABELS as MODE_LABELS, type SearchMode } from '@salon/domain';

/** The Discussions / Users switch above the search box (forum spec §2). */
export function SearchModeSwitch({
  mode,
  onModeChange,
}: {
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
}) {
  return (
    <div className="segmented" role="group" aria-label="Search mode">
      {(Object.keys(MODE_LABELS) as SearchMode[]).map((option) => (
        <button
          key={option}
          type="button"
          className="segmented__option"
          aria-pressed={mode === option}
          onClick={() => onModeChange(option)}
        >
          {MODE_LABELS[option]}
        </button>
      ))}
    </div>
  );
}
