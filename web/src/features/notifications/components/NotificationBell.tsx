import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { bellLabel, unreadBadgeText } from '../unread-badge';

/**
 * The top bar's bell. Its panel lists the member's notifications; the notifications issue
 * fills it (list, "Mark all read", navigation). Until then it states that there are none.
 */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const badge = unreadBadgeText(unreadCount);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="icon-button bell" aria-label={bellLabel(unreadCount)}>
        <BellIcon />
        {badge ? (
          <span className="bell__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu notifications-panel" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">Notifications</DropdownMenu.Label>
          <p className="menu__empty">No notifications yet</p>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
      />
    </svg>
  );
}
