import { Link } from 'react-router';
import {
  authorDisplayName,
  BADGE_NAMES,
  badgePath,
  featuredBadgeLabel,
  profilePath,
} from '@salon/domain';
import type { AuthorProfile } from '../../lib/authors';
import { BadgeIcon } from '../badge/BadgeIcon';
import { MemberAvatar } from '../member/MemberAvatar';

/**
 * A post's author: "Anonymous" (never a link, never a name, never a face, never a badge),
 * "Deleted member" once the author deleted their account, "Unknown User" when the profile could
 * not be fetched, otherwise the member's face and name linking to the profile (forum spec §2, §4,
 * §6), and after it the badge they chose to show, linking to its page.
 */
export function AuthorName({
  isAnonymous,
  authorDeleted,
  author,
}: {
  isAnonymous: boolean;
  authorDeleted: boolean;
  author: AuthorProfile | null;
}) {
  const name = authorDisplayName({ isAnonymous, authorDeleted }, author);
  if (isAnonymous || authorDeleted || author === null) {
    return <span className="post-author">{name}</span>;
  }
  return (
    <>
      <Link className="post-author" to={profilePath(author)}>
        <MemberAvatar name={name} urls={author.avatar} size={24} />
        {name}
      </Link>
      {author.featuredBadge ? <FeaturedBadge badgeId={author.featuredBadge} /> : null}
    </>
  );
}

/** Catalogue and wording only (no schema): this is on the Salon's first visit. */
function FeaturedBadge({ badgeId }: { badgeId: NonNullable<AuthorProfile['featuredBadge']> }) {
  return (
    <Link
      className="post-author-badge"
      to={badgePath(badgeId)}
      aria-label={featuredBadgeLabel(badgeId)}
    >
      <BadgeIcon badgeId={badgeId} size={20} decorative />
      {BADGE_NAMES[badgeId]}
    </Link>
  );
}
