import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { formatTimeAgo } from '@salon/domain';
import { MemberAvatar } from '../../../components/member/MemberAvatar';
import type { AuthorProfile } from '../../../lib/authors';
import type { NotificationItem } from '../api/types';

/**
 * One notification in the bell's list: the face of the member it is about (none when anonymous),
 * title, message, age, and whether it is still unread.
 */
export function NotificationRow({
  item,
  actor,
  now,
  onOpen,
}: {
  item: NotificationItem;
  /** The card of `item.actorId`, once read; null or absent shows no face. */
  actor: AuthorProfile | null | undefined;
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
      {actor ? (
        <MemberAvatar
          name={actor.displayName ?? actor.username ?? ''}
          urls={actor.avatar}
          size={32}
        />
      ) : null}
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
