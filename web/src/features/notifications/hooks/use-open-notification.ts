import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  badgePath,
  FORUM_ERRORS,
  FORUM_TOASTS,
  isBadgeId,
  notificationDataSchema,
  notificationTarget,
  threadPath,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { type FirebaseServices, useFirebaseServices } from '../../../lib/firebase-services';
import { markRead, profileRoute, threadExists } from '../api/notifications-api';
import type { NotificationItem } from '../api/types';

/**
 * What clicking a notification does (forum spec §2, §8): mark it read, then go where it leads.
 * New reports go to /admin (staff); a report's outcome to the reported thread, or to /salon once
 * the discussion was removed; replies and reactions to their thread, unless it is gone
 * ("Discussion Not Found"); follows and friend requests to the other member's profile; a badge
 * earned to the badge's page.
 */
export function useOpenNotification(uid: string) {
  const services = useFirebaseServices();
  const navigate = useNavigate();

  return useCallback(
    async (item: NotificationItem) => {
      if (!item.read) {
        // Mark-read failures are only logged (§8); the navigation still happens.
        markRead(services, uid, item.id).catch((error: unknown) =>
          console.error('Could not mark the notification read.', error),
        );
      }
      // Lenient like the list: odd data leads nowhere rather than failing the click.
      const data = notificationDataSchema.safeParse(item.data);
      const target = notificationTarget({ type: item.type, data: data.success ? data.data : {} });
      if (target === null) return;
      switch (target.kind) {
        case 'admin':
          void navigate('/admin');
          return;
        case 'salon':
          void navigate('/salon');
          return;
        case 'thread':
          if (await threadIsGone(services, target.threadId)) {
            toast({ ...FORUM_TOASTS.threadNotFound, variant: 'destructive' });
            return;
          }
          void navigate(threadPath(target.threadId));
          return;
        case 'profile':
          await openProfile(services, target.userId, (route) => void navigate(route));
          return;
        case 'badge':
          // The schema already refused an unknown badge; the check narrows the id's type.
          if (isBadgeId(target.badgeId)) void navigate(badgePath(target.badgeId));
          return;
      }
    },
    [services, uid, navigate],
  );
}

/** Only a thread known to be missing stops the navigation; the thread page reports other failures. */
async function threadIsGone(services: FirebaseServices, threadId: string): Promise<boolean> {
  try {
    return !(await threadExists(services, threadId));
  } catch (error) {
    console.warn('Could not check the discussion before opening it.', error);
    return false;
  }
}

async function openProfile(
  services: FirebaseServices,
  userId: string,
  go: (route: string) => void,
): Promise<void> {
  try {
    const route = await profileRoute(services, userId);
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
