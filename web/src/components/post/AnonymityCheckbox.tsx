import { FORUM_LABELS } from '@salon/domain';

/** "Post anonymously", under every form that posts (forum spec §2). */
export function AnonymityCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="salon-checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {FORUM_LABELS.postAnonymously}
    </label>
  );
}
