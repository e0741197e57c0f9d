// The bell's one data-access module. Query shapes follow docs/data-model.md ("Notifications
// queries"); the only client write is `read: true`, which is all the rules allow.
import { useMemo } from 'react';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { NOTIFICATION_LIST_LIMIT, paths, profilePath } from '@salon/domain';
import { notificationFromDoc } from './notification-from-doc';
import type { NotificationItem, NotificationsApi } from './types';

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

export function createNotificationsApi(firestore: Firestore): NotificationsApi {
  const mine = (uid: string) => collection(firestore, paths.notifications(uid));

  return {
    subscribe(uid, onItems, onError) {
      return onSnapshot(
        query(mine(uid), orderBy('createdAt', 'desc'), limit(NOTIFICATION_LIST_LIMIT)),
        (snapshot) =>
          onItems(
            snapshot.docs.flatMap((entry): NotificationItem[] => {
              const item = notificationFromDoc(
                entry.id,
                entry.data({ serverTimestamps: 'estimate' }),
              );
              return item ? [item] : [];
            }),
          ),
        onError,
      );
    },

    async markRead(uid, notificationId) {
      await updateDoc(doc(mine(uid), notificationId), { read: true });
    },

    async markAllRead(uid) {
      const unread = await getDocs(query(mine(uid), where('read', '==', false)));
      for (let start = 0; start < unread.docs.length; start += BATCH_LIMIT) {
        const batch = writeBatch(firestore);
        for (const entry of unread.docs.slice(start, start + BATCH_LIMIT)) {
          batch.update(entry.ref, { read: true });
        }
        await batch.commit();
      }
    },

    async threadExists(threadId) {
      return (await getDoc(doc(firestore, paths.thread(threadId)))).exists();
    },

    async profileRoute(uid) {
      const profile = await getDoc(doc(firestore, paths.profile(uid)));
      if (!profile.exists()) return null;
      const username: unknown = profile.get('username');
      return profilePath({ userId: uid, username: typeof username === 'string' ? username : null });
    },
  };
}

/** The notifications API bound to the app's Firestore. */
export function useNotificationsApi(): NotificationsApi {
  const firestore = useFirestore();
  return useMemo(() => createNotificationsApi(firestore), [firestore]);
}
