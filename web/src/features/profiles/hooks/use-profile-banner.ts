import { useLive } from '../../../hooks/use-live';
import { subscribeToProfileBanner } from '../api';

/** A member's banner URL, live; null when none or when the viewer may not read it. */
export function useProfileBanner(uid: string, access = ''): string | null {
  const banner = useLive(subscribeToProfileBanner, uid, 'profile banner', access);
  return banner.status === 'ready' ? banner.value : null;
}
