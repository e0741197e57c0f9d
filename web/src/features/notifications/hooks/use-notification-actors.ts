import { useEffect, useRef, useState } from 'react';
import type { AuthorProfile } from '../../../lib/authors';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { readActor } from '../api/notifications-api';
import type { NotificationItem } from '../api/types';

/**
 * The cards of the members the listed notifications are about, for their faces: each member read
 * once while the list is open, however many rows name them, so 50 rows cost at most 50 reads and
 * usually a handful. A failed read leaves the row without a face.
 */
export function useNotificationActors(
  items: readonly NotificationItem[],
): ReadonlyMap<string, AuthorProfile | null> {
  const services = useFirebaseServices();
  const [actors, setActors] = useState<ReadonlyMap<string, AuthorProfile | null>>(new Map());
  const asked = useRef(new Set<string>());

  useEffect(() => {
    const wanted = [...new Set(items.flatMap((item) => (item.actorId ? [item.actorId] : [])))];
    const unasked = wanted.filter((uid) => !asked.current.has(uid));
    if (unasked.length === 0) return;
    for (const uid of unasked) asked.current.add(uid);
    void Promise.all(
      unasked.map(async (uid) => {
        try {
          return [uid, await readActor(services, uid)] as const;
        } catch (error) {
          console.warn('Could not read a notification’s member.', error);
          return [uid, null] as const;
        }
      }),
    ).then((found) => setActors((known) => new Map([...known, ...found])));
  }, [services, items]);

  return actors;
}
