import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FORUM_LABELS } from '@salon/domain';

/**
 * The "..." menu of a thread or reply with Report and Delete (forum spec §2). The menu is not
 * modal so the dialog it opens can take focus cleanly.
 */
export function PostMenu({
  label,
  canReport,
  canDelete,
  onReport,
  onDelete,
}: {
  label: string;
  canReport: boolean;
  canDelete: boolean;
  onReport: () => void;
  onDelete: () => void;
}) {
  if (!canReport && !canDelete) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="icon-button post-menu__trigger" aria-label={label}>
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
          {canReport ? (
            <DropdownMenu.Item className="menu__item" onSelect={onReport}>
              {FORUM_LABELS.report}
            </DropdownMenu.Item>
          ) : null}
          {canDelete ? (
            <DropdownMenu.Item className="menu__item" onSelect={onDelete}>
              {FORUM_LABELS.delete}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
