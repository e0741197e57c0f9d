import { useParams } from 'react-router';
import { MemberProfileView } from './MemberProfileView';

/** /user/{userId}: a member's profile by id, the link target of replies and of members without a username. */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  return <MemberProfileView route={{ userId }} />;
}
