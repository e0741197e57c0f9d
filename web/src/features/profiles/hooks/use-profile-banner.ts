import { useLive } from '../../../hooks/use-live';
import { subscribeToProfileBanner } from '../api';
import { useHoldsServerPage } from '../../../lib/server-page';

/** A member's banner URL, live; null when none or when the viewer may not read it. */
export function useProfileBanner(uid: string, access = ''): string | null {
  const banner = useLive(subscribeToProfileBanner, uid, 'profile banner', access);
  // The server's page draws the banner: it stays until the app's has it too (lib/server-page).
  useHoldsServerPage(banner.status === 'loading');
  return banner.status === 'ready' ? banner.value : null;
}
