import { useId } from 'react';
import { Link } from 'react-router';
import { BADGE_TEXTS, BADGES, badgePath } from '@salon/domain';
import { BadgeIcon } from '../../../components/badge/BadgeIcon';
import { useMemberBadges } from '../hooks/use-member-badges';
import { BadgeLevel } from './BadgeFacts';
import { FeaturedBadgeForm } from './FeaturedBadgeForm';
import '../badges.css';

/**
 * A profile's Badges section: the badges the member holds, each linking to its page, or "No
 * badges yet."; on the own profile (`own`) the choice of the badge shown beside their name. Read
 * as the profile's private sections are: nothing at all shows where the rules refuse it (a
 * private member's stranger) or before it is read. `access` reads again when the viewer's
 * friendship changes.
 */
export function MemberBadges({
  uid,
  access = '',
  own = false,
}: {
  uid: string;
  access?: string;
  own?: boolean;
}) {
  const headingId = useId();
  const held = useMemberBadges(uid, access);
  if (held.status !== 'ready') return null;
  const badges = held.value;
  return (
    <section className="member-badges" aria-labelledby={headingId}>
      <div className="member-badges__header">
        <h2 id={headingId} className="member-badges__heading">
          {BADGE_TEXTS.profileSection}
        </h2>
        <Link to="/badges" className="meta">
          {BADGE_TEXTS.allBadges}
        </Link>
      </div>
      {badges.length === 0 ? (
        <p className="meta">{BADGE_TEXTS.noBadges}</p>
      ) : (
        <ul className="member-badges__list" aria-label={BADGE_TEXTS.heldList}>
          {badges.map((badgeId) => (
            <li key={badgeId} className="member-badges__badge">
              <Link to={badgePath(badgeId)} className="member-badges__link">
                <BadgeIcon badgeId={badgeId} size={32} decorative />
                {BADGES[badgeId].name}
              </Link>
              <BadgeLevel badgeId={badgeId} />
            </li>
          ))}
        </ul>
      )}
      {own && badges.length > 0 ? <FeaturedBadgeForm uid={uid} held={badges} /> : null}
    </section>
  );
}
