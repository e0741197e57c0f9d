import type { BadgeId } from '@salon/domain';
import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeToFeaturedBadge, subscribeToMemberBadges } from '../api/badges-api';
import type { HeldBadges } from '../api/types';

/**
 * The badges a member holds, live; 'unavailable' where the rules refuse them (a private member's
 * stranger). `access` subscribes again when the viewer's friendship changes.
 */
export function useMemberBadges(uid: string, access = ''): LiveState<HeldBadges> {
  return useLive(subscribeToMemberBadges, uid, 'the badges', access);
}

/** The badge the member shows beside their name, live. */
export function useFeaturedBadge(uid: string): LiveState<BadgeId | null> {
  return useLive(subscribeToFeaturedBadge, uid, 'the featured badge');
}
