import { useProfileStats } from '../hooks/use-profile-stats';
import { countLabel, SOCIAL_UI } from '../social-texts';

/**
 * A member's friend, follower and following counts (spec 2 §2), live: counted by functions, so
 * any signed-in viewer sees them without reading the relations.
 */
export function SocialCounts({ uid }: { uid: string }) {
  const stats = useProfileStats(uid);
  if (stats === null) return null;
  return (
    <ul className="social-counts" aria-label={SOCIAL_UI.counts}>
      <li>{countLabel(stats.friendCount, 'friend')}</li>
      <li>{countLabel(stats.followerCount, 'follower')}</li>
      <li>{countLabel(stats.followingCount, 'following')}</li>
    </ul>
  );
}
