import { Link } from 'react-router';
import { FORUM_LABELS, profilePath } from '@salon/domain';
import type { UserCardProfile } from '../api/types';
import { TimeAgo } from '../../../components/post/TimeAgo';
import { MemberAvatar } from '../../../components/member/MemberAvatar';

/**
 * A member found by user search (forum spec §2): avatar, name, "Private" badge, bio, location
 * (what the search could read: none for a private member, unless the reader is a friend or an
 * admin) and when they joined; the whole card opens their profile.
 */
export function UserCard({ user }: { user: UserCardProfile }) {
  const name = user.displayName || user.username || 'Unknown User';
  return (
    <article className="flat-card user-card">
      <Link className="user-card__link" to={profilePath(user)}>
        <MemberAvatar name={name} urls={user.avatar} size={40} />
        <span className="user-card__name">{name}</span>
      </Link>
      {user.username && user.displayName ? <p className="meta">@{user.username}</p> : null}
      {user.isPrivate ? <span className="tag">{FORUM_LABELS.privateBadge}</span> : null}
      {user.bio ? <p className="user-card__bio">{user.bio}</p> : null}
      {user.location ? <p className="meta user-card__location">{user.location}</p> : null}
      {user.createdAt ? (
        <p className="meta">
          <TimeAgo date={user.createdAt} prefix="Joined " />
        </p>
      ) : null}
    </article>
  );
}
