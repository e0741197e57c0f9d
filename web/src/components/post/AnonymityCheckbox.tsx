import { FORUM_LABELS } from '@salon/domain';
import { Checkbox } from '../ui/Checkbox';

/** "Post anonymously", under every form that posts (forum spec §2). */
export function AnonymityCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return <Checkbox label={FORUM_LABELS.postAnonymously} checked={checked} onChange={onChange} />;
}
