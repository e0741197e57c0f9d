import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MenuTrigger } from '../../../components/ui/MenuTrigger';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { markAllRead } from '../api/notifications-api';
import type { NotificationItem } from '../api/types';
import { useNotificationActors } from '../hooks/use-notification-actors';
import { useOpenNotification } from '../hooks/use-open-notification';
import '../notifications.css';
import { bellButton } from './bell-button';
import { NotificationRow } from './NotificationRow';

/** Invented: the spec shows no wording for an empty list. */
export const NO_NOTIFICATIONS = 'No notifications yet';
export const MARK_ALL_READ = 'Mark all read';

/**
 * The bell and the list it opens for the member `uid` (forum spec §2): unread badge ("9+" above
 * 9), the newest notifications with their read state, and "Mark all read". The list comes from
 * NotificationBell, which listens to it before this code is loaded on the bell's first use.
 */
export function NotificationMenu({
  uid,
  items,
  unreadCount,
  defaultOpen,
}: {
  uid: string;
  items: readonly NotificationItem[];
  unreadCount: number;
  defaultOpen: boolean;
}) {
  const services = useFirebaseServices();
  const open = useOpenNotification(uid);
  const actors = useNotificationActors(items);
  const now = new Date();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger button={bellButton(unreadCount)} />
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
                // Mark-read failures are only logged (forum spec §8).
                markAllRead(services, uid).catch((error: unknown) =>
                  console.error('Could not mark all notifications read.', error),
                );
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
              <NotificationRow
                key={item.id}
                item={item}
                actor={item.actorId ? actors.get(item.actorId) : null}
                now={now}
                onOpen={(row) => void open(row)}
              />
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
