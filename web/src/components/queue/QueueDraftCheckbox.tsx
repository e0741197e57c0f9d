/** A staff queue's editors: a draft stays in its place and the schedule passes it by. */
export function QueueDraftCheckbox({
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
      Keep as a draft (the schedule skips drafts)
    </label>
  );
}
