import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { NotificationItem } from '../api/types';
import '../notifications.css';
import { bellLabel, unreadBadgeText } from '../unread-badge';
import { NotificationRow } from './NotificationRow';

/** Invented: the spec shows no wording for an empty list. */
export const NO_NOTIFICATIONS = 'No notifications yet';
export const MARK_ALL_READ = 'Mark all read';

/**
 * The bell and the list it opens (forum spec §2): unread badge ("9+" above 9), the newest
 * notifications with their read state, and "Mark all read".
 */
export function NotificationMenu({
  items,
  unreadCount,
  onOpen,
  onMarkAllRead,
}: {
  items: readonly NotificationItem[];
  unreadCount: number;
  onOpen: (item: NotificationItem) => void;
  onMarkAllRead: () => void;
}) {
  const now = new Date();
  return (
    <DropdownMenu.Root modal={false}>
      <BellTrigger unreadCount={unreadCount} />
      <DropdownMenu.Portal>
        {/* Focusable itself: the list scrolls, and axe asks a scrolling region to take focus. */}
        <DropdownMenu.Content
          className="menu notifications-panel"
          align="end"
          sideOffset={8}
          tabIndex={0}
        >
          <div className="notifications-panel__header">
            <DropdownMenu.Label className="menu__label">Notifications</DropdownMenu.Label>
            <DropdownMenu.Item
              className="menu__item notifications-panel__mark-all"
              disabled={unreadCount === 0}
              onSelect={(event) => {
                // The list stays open so the member sees every row turn read.
                event.preventDefault();
                onMarkAllRead();
              }}
            >
              {MARK_ALL_READ}
            </DropdownMenu.Item>
          </div>
          <DropdownMenu.Separator className="menu__separator" />
          {items.length === 0 ? (
            <p className="menu__empty">{NO_NOTIFICATIONS}</p>
          ) : (
            items.map((item) => (
              <NotificationRow key={item.id} item={item} now={now} onOpen={onOpen} />
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The bell itself: named for notifications (with the unread count), the badge drawn on it. */
export function BellTrigger({ unreadCount }: { unreadCount: number }) {
  const badge = unreadBadgeText(unreadCount);
  return (
    <DropdownMenu.Trigger className="icon-button bell" aria-label={bellLabel(unreadCount)}>
      <BellIcon />
      {badge ? (
        <span className="bell__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </DropdownMenu.Trigger>
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
