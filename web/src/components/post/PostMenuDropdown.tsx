import { useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MenuTrigger } from '../ui/MenuTrigger';
import { BLOCK_LABELS, FORUM_LABELS, POST_EDIT_LABELS } from '@salon/domain';

import { POST_MENU_BUTTON, type PostMenuProps } from './PostMenu';

/**
 * The "..." menu of a thread or reply with Edit, Report and Delete (forum spec §2), and Block where
 * the post names its author, loaded by PostMenu when first used. The menu is not modal so the
 * dialog it opens can take focus cleanly; after Edit, focus stays in the edit form instead of going
 * back to the menu's button.
 */
export function PostMenuDropdown({
  label,
  canReport,
  canDelete,
  onReport,
  onDelete,
  onEdit,
  onBlock,
  defaultOpen,
}: PostMenuProps & { defaultOpen: boolean }) {
  const editing = useRef(false);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger button={{ ...POST_MENU_BUTTON, label }} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (editing.current) event.preventDefault();
            editing.current = false;
          }}
        >
          {onEdit ? (
            <DropdownMenu.Item
              className="menu__item"
              onSelect={() => {
                editing.current = true;
                onEdit();
              }}
            >
              {POST_EDIT_LABELS.edit}
            </DropdownMenu.Item>
          ) : null}
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
          {onBlock ? (
            <DropdownMenu.Item className="menu__item" onSelect={onBlock}>
              {BLOCK_LABELS.block}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
