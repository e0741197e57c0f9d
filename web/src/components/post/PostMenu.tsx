import { DeferredMenu } from '../ui/DeferredMenu';
import { lazyNamed } from '../../lib/lazy-named';

export interface PostMenuProps {
  readonly label: string;
  readonly canReport: boolean;
  readonly canDelete: boolean;
  readonly onReport: () => void;
  readonly onDelete: () => void;
  /** The author's "Edit"; absent when the viewer may not edit the post. */
  readonly onEdit?: (() => void) | undefined;
  /** Block the post's author: offered only when given. */
  readonly onBlock?: () => void;
}

/** The "..." button, the same before and after the menu's code loads. */
export const POST_MENU_BUTTON = {
  className: 'icon-button post-menu__trigger',
  face: <span aria-hidden="true">⋯</span>,
} as const;

const loadDropdown = () => import('./PostMenuDropdown');
const PostMenuDropdown = lazyNamed(loadDropdown, 'PostMenuDropdown');

/** A thread's or reply's "..." menu (forum spec §2), its code fetched on first use. */
export function PostMenu(props: PostMenuProps) {
  if (!props.canReport && !props.canDelete && !props.onEdit && !props.onBlock) return null;
  return (
    <DeferredMenu
      button={{ ...POST_MENU_BUTTON, label: props.label }}
      load={loadDropdown}
      menu={<PostMenuDropdown {...props} defaultOpen />}
    />
  );
}
