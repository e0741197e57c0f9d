import { useEffect, useState } from 'react';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { useFirebaseServices } from '../lib/firebase-services';

export type LiveState<Value> =
  | { readonly status: 'loading' }
  /** Refused by the rules (a private profile) or failed: the spec logs such errors only. */
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly value: Value };

type Subscribe<Value> = (
  db: Firestore,
  uid: string,
  onValue: (value: Value) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

/**
 * A member's document or list through one of the features' subscribe functions, live. Kept
 * with the member it belongs to, so another member's page starts out loading; an empty `uid`
 * (not known yet) stays loading. A new `access` (the viewer's friendship changed) subscribes
 * again: rules decide a listener once, when it starts, so a read refused before the friendship
 * may succeed after it, and the reverse.
 */
export function useLive<Value>(
  subscribe: Subscribe<Value>,
  uid: string,
  what: string,
  access = '',
): LiveState<Value> {
  const { firestore } = useFirebaseServices();
  const key = `${uid}/${access}`;
  const [loaded, setLoaded] = useState<{ key: string; state: LiveState<Value> } | null>(null);
  useEffect(() => {
    if (uid === '') return; // not known yet: stays loading
    return subscribe(
      firestore,
      uid,
      (value) => setLoaded({ key, state: { status: 'ready', value } }),
      (error) => {
        console.warn(`Could not load ${what}.`, error);
        setLoaded({ key, state: { status: 'unavailable' } });
      },
    );
  }, [subscribe, firestore, uid, what, key]);
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
