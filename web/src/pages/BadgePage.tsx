import { Navigate, useParams } from 'react-router';
import { isBadgeId } from '@salon/domain';
import { BadgeDetail } from '../features/badges';

/** /badges/{badgeId}: one badge and its holders, for everyone; an unknown badge is the 404. */
export function BadgePage() {
  const { badgeId = '' } = useParams();
  if (!isBadgeId(badgeId)) return <Navigate to="/404" replace />;
  // Keyed by the badge: another badge's page starts afresh (its count and holders).
  return (
    <main className="page">
      <BadgeDetail key={badgeId} badgeId={badgeId} />
    </main>
  );
}
