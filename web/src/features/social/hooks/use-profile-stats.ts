import type { ProfileStats } from '@salon/domain';
import { useLive } from '../../../hooks/use-live';
import { subscribeToProfileStats } from '../api/counts';

/** A member's friend, follower and following counts, live (null while loading or unreadable). */
export function useProfileStats(uid: string): ProfileStats | null {
  const stats = useLive(subscribeToProfileStats, uid, 'the connection counts');
  return stats.status === 'ready' ? stats.value : null;
}
