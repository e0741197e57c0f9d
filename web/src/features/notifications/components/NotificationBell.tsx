import { useFirebaseServices } from '../../../lib/firebase-services';
import { markAllRead } from '../api/notifications-api';
import { useNotifications } from '../hooks/use-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationMenu } from './NotificationMenu';

/** The top bar's bell for the signed-in member `uid`, wired to their live notifications. */
export function NotificationBell({ uid }: { uid: string }) {
  const services = useFirebaseServices();
  const { items, unreadCount } = useNotifications(uid);
  const open = useOpenNotification(uid);
  return (
    <NotificationMenu
      items={items}
      unreadCount={unreadCount}
      onOpen={(item) => void open(item)}
      onMarkAllRead={() => {
        // Mark-read failures are only logged (forum spec §8).
        markAllRead(services, uid).catch((error: unknown) =>
          console.error('Could not mark all notifications read.', error),
        );
      }}
    />
  );
}
