import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { FORUM_ERRORS, FORUM_TOASTS, notificationTarget } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import type { NotificationItem, NotificationsApi } from '../api/types';

/**
 * What clicking a notification does (forum spec §2, §8): mark it read, then go where it leads.
 * New reports go to /admin (staff); a report's outcome to the reported thread, or to /salon once
 * the discussion was removed; replies and reactions to their thread, unless it is gone
 * ("Discussion Not Found"); follows and friend requests to the other member's profile.
 */
export function useOpenNotification(api: NotificationsApi, uid: string) {
  const navigate = useNavigate();

  return useCallback(
    async (item: NotificationItem) => {
      if (!item.read) {
        // Mark-read failures are only logged (§8); the navigation still happens.
        api
          .markRead(uid, item.id)
          .catch((error: unknown) => console.error('Could not mark the notification read.', error));
      }
      const target = notificationTarget(item);
      if (target === null) return;
      switch (target.kind) {
        case 'admin':
          void navigate('/admin');
          return;
        case 'salon':
          void navigate('/salon');
          return;
        case 'thread':
          if (await threadIsGone(api, target.threadId)) {
            toast({ ...FORUM_TOASTS.threadNotFound, variant: 'destructive' });
            return;
          }
          void navigate(`/salon/thread/${target.threadId}`);
          return;
        case 'profile':
          await openProfile(api, target.userId, (route) => void navigate(route));
          return;
      }
    },
    [api, uid, navigate],
  );
}

/** Only a thread known to be missing stops the navigation; the thread page reports other failures. */
async function threadIsGone(api: NotificationsApi, threadId: string): Promise<boolean> {
  try {
    return !(await api.threadExists(threadId));
  } catch (error) {
    console.warn('Could not check the discussion before opening it.', error);
    return false;
  }
}

async function openProfile(
  api: NotificationsApi,
  userId: string,
  go: (route: string) => void,
): Promise<void> {
  try {
    const route = await api.profileRoute(userId);
    if (route === null) {
      toast({ title: 'Error', description: FORUM_ERRORS.profileNotFound, variant: 'destructive' });
      return;
    }
    go(route);
  } catch (error) {
    console.error('Could not open the profile.', error);
    toast({
      title: 'Error',
      description: FORUM_ERRORS.profileNavigationFailed,
      variant: 'destructive',
    });
  }
}
