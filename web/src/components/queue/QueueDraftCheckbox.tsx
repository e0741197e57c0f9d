import { Checkbox } from '../ui/Checkbox';

/** A staff queue's editors: a draft stays in its place and the schedule passes it by. */
export function QueueDraftCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label="Keep as a draft (the schedule skips drafts)"
      checked={checked}
      onChange={onChange}
    />
  );
}
