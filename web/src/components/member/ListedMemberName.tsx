import { Link } from 'react-router';
import { FORMER_MEMBER_NAME, PRIVATE_MEMBER_NAME } from '@salon/domain';
import type { ListedMember } from '../../lib/authors';

/** A public list's member: a link to their page, or "A private member" / "A former member". */
export function ListedMemberName({ member }: { member: ListedMember }) {
  if (member === 'private') return PRIVATE_MEMBER_NAME;
  if (member === 'former') return FORMER_MEMBER_NAME;
  return <Link to={`/${member.username}`}>{member.displayName || member.username}</Link>;
}
