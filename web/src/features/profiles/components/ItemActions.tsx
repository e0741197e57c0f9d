// What the list sections (recordings, clips, concerts, albums) share around their items.
import { sectionFailureMessage } from '@salon/domain';
import { PROFILE_UI } from '../profile-texts';

/** Remove, named after the item it removes ("Remove Goldberg Variations"). */
export function RemoveItemButton({
  itemName,
  busy,
  onRemove,
}: {
  itemName: string;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-label={`${PROFILE_UI.remove} ${itemName}`}
      disabled={busy}
      onClick={onRemove}
    >
      {PROFILE_UI.remove}
    </button>
  );
}

/** useProfileAction's outcome for adding or removing an item: its toast, or the failure's. */
export function itemOutcome(successTitle: string, action: string) {
  return { success: { title: successTitle }, failure: sectionFailureMessage(action) };
}
