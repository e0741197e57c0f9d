import { Link } from 'react-router';
import { profilePath } from '@salon/domain';
import { MemberAvatar } from '../../../components/member/MemberAvatar';
import type { AuthorProfile } from '../../../lib/authors';
import { SOCIAL_UI } from '../social-texts';

/**
 * The other member's face and name, linking to their profile (by username when they have one).
 * The face is decorative: the name beside it is the link's accessible name.
 */
export function MemberLink({ uid, profile }: { uid: string; profile: AuthorProfile | null }) {
  const name = memberName(profile);
  return (
    <Link
      className="member-link"
      to={profilePath({ userId: uid, username: profile?.username ?? null })}
    >
      <MemberAvatar name={name} urls={profile?.avatar} size={32} />
      {name}
    </Link>
  );
}

export function memberName(profile: AuthorProfile | null): string {
  return profile?.displayName || profile?.username || SOCIAL_UI.unknownMember;
}
