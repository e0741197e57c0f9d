import { Link } from 'react-router';
import { authorDisplayName, profilePath } from '@salon/domain';
import type { AuthorProfile } from '../../lib/authors';
import { MemberAvatar } from '../member/MemberAvatar';

/**
 * A post's author: "Anonymous" (never a link, never a name, never a face), "Deleted member" once
 * the author deleted their account, "Unknown User" when the profile could not be fetched,
 * otherwise the member's face and name linking to the profile (forum spec §2, §4, §6).
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
    return <span className="salon-author">{name}</span>;
  }
  return (
    <Link className="salon-author" to={profilePath(author)}>
      <MemberAvatar name={name} urls={author.avatar} size={24} />
      {name}
    </Link>
  );
}
