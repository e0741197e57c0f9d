// The bell's one data-access module: plain functions taking the app's FirebaseServices first
// (docs/decisions.md, "One data-access style"). Query shapes follow docs/data-model.md
// ("Notifications queries"); the only client write is `read: true`, all the rules allow.
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
import { NOTIFICATION_LIST_LIMIT, paths, profilePath } from '@salon/domain';
import { notificationFromDoc } from './notification-from-doc';
import { authorFromDoc, type AuthorProfile } from '../../../lib/authors';
import type { FirebaseServices } from '../../../lib/firebase-services';
import { ESTIMATED_TIMESTAMPS } from '../../../lib/documents';
import type { NotificationItem, Unsubscribe } from './types';

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

function mine(firestore: Firestore, uid: string) {
  return collection(firestore, paths.notifications(uid));
}

/** The member's 50 newest notifications, newest first, live. */
export function subscribeToNotifications(
  { firestore }: FirebaseServices,
  uid: string,
  onItems: (items: readonly NotificationItem[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(mine(firestore, uid), orderBy('createdAt', 'desc'), limit(NOTIFICATION_LIST_LIMIT)),
    (snapshot) =>
      onItems(
        snapshot.docs.flatMap((entry): NotificationItem[] => {
          const item = notificationFromDoc(entry.id, entry.data(ESTIMATED_TIMESTAMPS));
          return item ? [item] : [];
        }),
      ),
    onError,
  );
}

export async function markRead(
  { firestore }: FirebaseServices,
  uid: string,
  notificationId: string,
): Promise<void> {
  await updateDoc(doc(mine(firestore, uid), notificationId), { read: true });
}

/** Every unread notification of the member, not only the 50 listed. */
export async function markAllRead({ firestore }: FirebaseServices, uid: string): Promise<void> {
  const unread = await getDocs(query(mine(firestore, uid), where('read', '==', false)));
  for (let start = 0; start < unread.docs.length; start += BATCH_LIMIT) {
    const batch = writeBatch(firestore);
    for (const entry of unread.docs.slice(start, start + BATCH_LIMIT)) {
      batch.update(entry.ref, { read: true });
    }
    await batch.commit();
  }
}

export async function threadExists(
  { firestore }: FirebaseServices,
  threadId: string,
): Promise<boolean> {
  return (await getDoc(doc(firestore, paths.thread(threadId)))).exists();
}

/** The member's profile route (/{username} or /user/{uid}); null when there is no profile. */
export async function profileRoute(
  services: FirebaseServices,
  uid: string,
): Promise<string | null> {
  const member = await readActor(services, uid);
  return member ? profilePath(member) : null;
}

/** The card (names and face) of the member a notification is about; null when there is none. */
export async function readActor(
  { firestore }: FirebaseServices,
  uid: string,
): Promise<AuthorProfile | null> {
  return authorFromDoc(await getDoc(doc(firestore, paths.profile(uid))));
}
