import { useEffect, useState } from 'react';
import { findProfileCardByUsername, subscribeToProfileCard, type ProfileCard } from '../api';
import { useLive } from '../../../hooks/use-live';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** Which member a profile route names: /{username} or /user/{userId}. */
export type MemberRoute = { readonly username: string } | { readonly userId: string };

export type MemberCardState =
  | { readonly status: 'loading' }
  /** No such member, or the card could not be loaded: the page shows "Profile Not Found". */
  | { readonly status: 'notFound' }
  | { readonly status: 'ready'; readonly card: ProfileCard };

/** The uid a route names: the username's claim is looked up once; null when nobody holds it. */
function useMemberId(route: MemberRoute): string | null | undefined {
  const { firestore } = useFirebaseServices();
  const username = 'username' in route ? route.username : null;
  const [found, setFound] = useState<{ username: string; uid: string | null } | null>(null);
  useEffect(() => {
    if (username === null) return;
    let current = true;
    findProfileCardByUsername(firestore, username).then(
      (card) => current && setFound({ username, uid: card?.userId ?? null }),
      (error: unknown) => {
        console.warn('Could not find the member.', error);
        if (current) setFound({ username, uid: null });
      },
    );
    return () => {
      current = false;
    };
  }, [firestore, username]);
  if ('userId' in route) return route.userId;
  return found?.username === username ? found.uid : undefined;
}

/** The public card of the member a route names, live once found. */
export function useMemberCard(route: MemberRoute): MemberCardState {
  const uid = useMemberId(route);
  const card = useLive(subscribeToProfileCard, uid ?? '', 'member profile');
  if (uid === null) return { status: 'notFound' };
  if (uid === undefined || card.status === 'loading') return { status: 'loading' };
  if (card.status === 'unavailable' || card.value === null) return { status: 'notFound' };
  return { status: 'ready', card: card.value };
}
