import { subscribeToProfileCard, subscribeToProfileDetails, type ProfileCard } from '../api';
import type { ProfileDetails } from '@salon/domain';
import { useLive } from '../../../hooks/use-live';

export type OwnProfileState =
  | { readonly status: 'loading' }
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly card: ProfileCard; readonly details: ProfileDetails };

/** The member's own card and details, live; unavailable when either fails or no card exists. */
export function useOwnProfile(uid: string): OwnProfileState {
  const card = useLive(subscribeToProfileCard, uid, 'profile');
  const details = useLive(subscribeToProfileDetails, uid, 'profile details');
  if (card.status === 'loading' || details.status === 'loading') return { status: 'loading' };
  if (card.status === 'unavailable' || details.status === 'unavailable' || card.value === null) {
    return { status: 'unavailable' };
  }
  return { status: 'ready', card: card.value, details: details.value };
}
