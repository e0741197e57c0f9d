import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { formatTimeAgo } from '@salon/domain';
import type { NotificationItem } from '../api/types';

/** One notification in the bell's list: title, message, age, and whether it is still unread. */
export function NotificationRow({
  item,
  now,
  onOpen,
}: {
  item: NotificationItem;
  now: Date;
  onOpen: (item: NotificationItem) => void;
}) {
  return (
    <DropdownMenu.Item
      className="menu__item notification"
      data-read={item.read}
      onSelect={() => onOpen(item)}
    >
      {item.read ? null : <span className="notification__dot" aria-hidden="true" />}
      <span className="notification__body">
        {item.read ? null : <span className="visually-hidden">Unread: </span>}
        <span className="notification__title">{item.title}</span>
        <span className="notification__message">{item.message}</span>
        <time className="notification__time" dateTime={item.createdAt.toISOString()}>
          {formatTimeAgo(item.createdAt, now)}
        </time>
      </span>
    </DropdownMenu.Item>
  );
}
