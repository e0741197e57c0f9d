import { DeferredMenu } from '../../../components/ui/DeferredMenu';
import { lazyNamed } from '../../../lib/lazy-named';
import { useNotifications } from '../hooks/use-notifications';
import { bellButton } from './bell-button';

const loadMenu = () => import('./NotificationMenu');
const NotificationMenu = lazyNamed(loadMenu, 'NotificationMenu');

/**
 * The top bar's bell for the signed-in member `uid`: listens to their notifications at once, so
 * the badge is live, and fetches the list's code (NotificationMenu) on first use.
 */
export function NotificationBell({ uid }: { uid: string }) {
  const { items, unreadCount } = useNotifications(uid);
  return (
    <DeferredMenu
      button={bellButton(unreadCount)}
      load={loadMenu}
      menu={<NotificationMenu uid={uid} items={items} unreadCount={unreadCount} defaultOpen />}
    />
  );
}
