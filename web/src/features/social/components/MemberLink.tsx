import { Link } from 'react-router';
import type { AuthorProfile } from '../../../lib/authors';
import { SOCIAL_UI } from '../social-texts';

/** The other member's name, linking to their profile (by username when they have one). */
export function MemberLink({ uid, profile }: { uid: string; profile: AuthorProfile | null }) {
  const name = memberName(profile);
  const to = profile?.username ? `/${profile.username}` : `/user/${uid}`;
  return <Link to={to}>{name}</Link>;
}

export function memberName(profile: AuthorProfile | null): string {
  return profile?.displayName || profile?.username || SOCIAL_UI.unknownMember;
}
